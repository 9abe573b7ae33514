/**
 * What the real store needs on this machine (tests/woocommerce-store/start.sh), and the message a
 * newcomer gets when the machine lacks it and cannot install it: the suite fails with it, never
 * skips silently.
 */
const NEEDS: Record<string, string[]> = {
  PHP: ['php'],
  MariaDB: ['mariadbd', 'mariadb-install-db', 'mariadb-admin'],
  stunnel: ['stunnel4', 'stunnel'],
  openssl: ['openssl'],
  curl: ['curl'],
};

/**
 * null when the store can start: everything is there, or start.sh may install what is missing
 * (apt-get, as root or with password-less sudo). Else what to do, naming what is missing.
 */
export function missingPrerequisites(has: (command: string) => boolean, canInstall: boolean): string | null {
  const missing = Object.entries(NEEDS)
    .filter(([, commands]) => !commands.some(has))
    .map(([name]) => name);
  if (missing.length === 0 || canInstall) return null;
  return [
    `The WooCommerce integration suite runs a real WordPress + WooCommerce store on this machine, and this machine lacks ${missing.join(', ')}.`,
    'Install them once with `sudo bash tests/woocommerce-store/start.sh` (Debian 12: it installs PHP 8.2, MariaDB, stunnel4, openssl and curl with apt-get),',
    'or install those packages yourself, then run `npm test` again. Until then `npm run test:unit` and `npm run test:e2e` run the other suites.',
  ].join('\n');
}
