export {
  MobileShell,
  type MobileShellProps,
  type ShellLanguage,
  type ShellLink,
  type ShellMenuItem,
} from './MobileShell';
