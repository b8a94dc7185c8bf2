/** Strings shared by every package (toasts, failures, generic actions). */
export const common = {
  en: {
    appName: 'CrewRoster',
    logbookName: 'CrewRoster Logbook',
    tagline: 'Simplify your life, on and off the runway.',
    logbookTagline: 'Simplify your pilot life.',
    failedLoading: 'Failed loading {{name}}.',
    loading: 'Loading…',
    toast: {
      errorTitle: 'Oops...',
      errorDefault: 'Something went wrong.',
      successDefault: 'Success',
      close: 'Close',
    },
    retry: 'Try again',
    offline: {
      needsConnection: "You're offline. This needs a connection: try again when you're back online.",
    },
  },
  es: {
    appName: 'CrewRoster',
    logbookName: 'CrewRoster Logbook',
    tagline: 'Simplifica tu vida, en la pista y fuera de ella.',
    logbookTagline: 'Simplifica tu vida de piloto.',
    failedLoading: 'No se pudo cargar {{name}}.',
    loading: 'Cargando…',
    toast: {
      errorTitle: 'Vaya...',
      errorDefault: 'Algo salió mal.',
      successDefault: 'Hecho',
      close: 'Cerrar',
    },
    retry: 'Reintentar',
    offline: {
      needsConnection:
        'Estás sin conexión. Esto necesita conexión: inténtalo de nuevo cuando vuelvas a estar en línea.',
    },
  },
} as const;
