/**
 * "Failed loading {component name}." with a red icon (spec §4): what any component that fails to render shows,
 * while the rest of the page keeps working.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '@crewroster/shared/i18n';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertIcon } from './icons';

export function FailedLoading({ name, onRetry }: { name: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <HStack role="alert" gap="2" p="4" color="fg">
      <AlertIcon color="var(--chakra-colors-red-600)" />
      <Text>{t('failedLoading', { name })}</Text>
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </HStack>
  );
}

interface BoundaryProps {
  name: string;
  children: ReactNode;
  onRetry?: () => void;
}

export class ComponentBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Failed loading ${this.props.name}.`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.failed)
      return <FailedLoading name={this.props.name} onRetry={this.props.onRetry ? this.retry : undefined} />;
    return this.props.children;
  }
}
