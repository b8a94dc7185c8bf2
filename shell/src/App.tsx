import { BrowserRouter, useLocation, useNavigate } from '@crewroster/shared/router';
import { navigationSettled, setNavigator } from '@crewroster/shared/session';
import { UiProvider } from '@crewroster/shared/ui';
import { useEffect } from 'react';
import { AppRoutes } from './routing/AppRoutes';

/** Lets the session and API clients (outside React) navigate with the router instead of reloading. */
function NavigatorBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setNavigator((to, opts) => navigate(to, opts)), [navigate]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: settles on every location change
  useEffect(() => navigationSettled(), [location]);
  return null;
}

export function App() {
  return (
    <UiProvider>
      <BrowserRouter>
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
    </UiProvider>
  );
}
