import path from 'node:path';
import { ConfigError, DEFAULTS, loadConfig } from './config.js';

const ROOT = '/srv/chat-server';

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toMatchObject({
      port: 8005,
      host: '127.0.0.1',
      trustProxy: 'none',
      allowedHosts: ['localhost:3000', 'localhost', '127.0.0.1', '[::1]'],
      dataDir: path.join(ROOT, '.data'),
      provider: 'builtin',
      allowedOrigins: ['http://localhost:3000'],
      retentionDays: 180,
      logLevel: 'info',
      contactRateLimit: DEFAULTS.contactRateLimit,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminToken).toBeUndefined();
  });

  it('resolves DATA_DIR from the package folder, not the cwd, and reads every setting', () => {
    const config = loadConfig(
      {
        CHAT_PORT: '9000',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://db/site',
        ASSISTANT_PROVIDER: 'Anthropic',
        ALLOWED_ORIGINS: 'https://vaultline.ai/, https://www.vaultline.ai',
        RETENTION_DAYS: '30',
        CONTACT_RATE_LIMIT: '10/60',
        DATABASE_SCHEMA: 'site',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 9000,
      dataDir: path.join(ROOT, 'var/data'),
      databaseUrl: 'postgres://db/site',
      provider: 'anthropic',
      allowedOrigins: ['https://vaultline.ai', 'https://www.vaultline.ai'],
      retentionDays: 30,
      contactRateLimit: { limit: 10, windowMs: 60_000 },
    });
  });

  it.each([
    [{ CHAT_PORT: 'eighty' }, 'CHAT_PORT must be a non-negative integer'],
    [{ ASSISTANT_PROVIDER: 'gemini' }, 'ASSISTANT_PROVIDER must be one of builtin, openai, anthropic'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ CONTACT_RATE_LIMIT: 'lots' }, 'CONTACT_RATE_LIMIT must look like <requests>/<seconds>'],
    [{ ALLOWED_ORIGINS: 'vaultline.ai' }, 'ALLOWED_ORIGINS must list origins such as https://vaultline.ai'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env, ROOT)).toThrow(ConfigError);
    expect(() => loadConfig(env, ROOT)).toThrow(message);
  });

  it('listens on CHAT_HOST (or HOST) and allow-lists the Host names of ALLOWED_HOSTS', () => {
    expect(loadConfig({ CHAT_HOST: '0.0.0.0', HOST: '10.0.0.1' }, ROOT).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '10.0.0.1' }, ROOT).host).toBe('10.0.0.1');
    expect(loadConfig({ ALLOWED_HOSTS: 'Vaultline.ai, chat.vaultline.ai:8443' }, ROOT).allowedHosts).toEqual([
      'vaultline.ai',
      'chat.vaultline.ai:8443',
    ]);
  });

  it('refuses a SESSION_SECRET or ADMIN_TOKEN shorter than 32 characters', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'x' }, ROOT)).toThrow(
      new ConfigError('SESSION_SECRET must be at least 32 characters long (got 1). Generate one with: openssl rand -base64 48'),
    );
    expect(() => loadConfig({ ADMIN_TOKEN: 'a'.repeat(31) }, ROOT)).toThrow(/ADMIN_TOKEN must be at least 32 characters long \(got 31\)/);
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(32), ADMIN_TOKEN: 'a'.repeat(48) }, ROOT)).toMatchObject({
      sessionSecret: 's'.repeat(32),
      adminToken: 'a'.repeat(48),
    });
  });
});
