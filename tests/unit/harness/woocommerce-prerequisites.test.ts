import { describe, expect, it } from 'vitest';
import { missingPrerequisites } from '../../woocommerce/prerequisites';

describe('the WooCommerce suite on a machine without PHP or MariaDB', () => {
  const only =
    (...present: string[]) =>
    (command: string) =>
      present.includes(command);

  it('says what is missing and how to install it, instead of skipping', () => {
    const message = missingPrerequisites(only('curl', 'openssl'), false);
    expect(message).toMatch(/lacks PHP, MariaDB, stunnel\./);
    expect(message).toContain('sudo bash tests/woocommerce-store/start.sh');
    expect(message).toContain('npm run test:unit');
  });

  it('lets start.sh install what is missing when it may (apt-get as root or with sudo)', () => {
    expect(missingPrerequisites(only(), true)).toBeNull();
  });

  it('has nothing to say when everything is there', () => {
    expect(missingPrerequisites(only('php', 'mariadbd', 'stunnel4', 'openssl', 'curl'), false)).toBeNull();
  });
});
