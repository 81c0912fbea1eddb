/** The `navigation` namespace: the signed-in frame's navigation (header links, the phone's menu). */
export const en = {
  label: 'Main navigation',
  open: 'Open the menu',
  close: 'Close the menu',
  preferences: 'Language and theme',
  links: {
    dashboard: 'Dashboard',
    marketplace: 'Marketplace',
    testRuns: 'Test Runs',
    settings: 'Settings',
    admin: 'Admin',
    inbox: 'Inbox',
    workflowManager: 'Workflow Manager',
    home: 'Home',
    signIn: 'Sign in',
    signUp: 'Sign up',
  },
};
