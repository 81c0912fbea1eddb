/** The shell's `common` namespace: the frame, error screens and texts every feature may use. */
export const en = {
  appName: 'AI Automation Portal',
  skipToContent: 'Skip to main content',
  home: 'Home',
  loading: 'Loading...',
  checkingAuth: 'Checking authentication...',
  language: {
    label: 'Language',
    switchTo: 'العربية',
    switchToLabel: 'Switch the language to Arabic',
  },
  theme: {
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    returnHome: 'Return to Home',
  },
  error: {
    title: 'Something went wrong',
    message: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    tryAgain: 'Try Again',
    refresh: 'Refresh Page',
  },
  config: {
    title: 'The portal cannot start',
    missing: 'Missing required environment variable: {{name}}',
    invalid: 'The runtime configuration could not be read: {{reason}}',
    hint: 'Ask the person who deployed the portal to check /runtime-config.json.',
  },
  placeholder: {
    body: 'This page is on its way.',
  },
  pages: {
    login: 'Sign in',
    signup: 'Create an account',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    oauthCallback: 'Completing sign-in',
    settings: 'Settings',
    dashboard: 'Dashboard',
    marketplace: 'Workflow Marketplace',
    testWorkflowExecution: 'Test Workflow Execution',
    admin: 'Admin',
    workflowManager: 'Workflow Manager',
    adminInbox: 'Inbox',
    landing: 'AI automation for your business',
  },
  password: {
    requirements: 'Password requirements',
    rules: {
      length: 'At least 8 characters',
      uppercase: 'One uppercase letter',
      lowercase: 'One lowercase letter',
      number: 'One number',
      special: 'One special character',
    },
    met: 'Met',
    notMet: 'Not met yet',
  },
  passwordField: {
    show: 'Show password',
    hide: 'Hide password',
  },
};
