/** The contract between the shell and a remote: a remote's `./routes` module exposes its pages by id. */
import type { ComponentType, LazyExoticComponent } from 'react';

export type PageComponent = LazyExoticComponent<ComponentType> | ComponentType;

export interface RemoteRoutesModule {
  pages: Record<string, PageComponent>;
}
