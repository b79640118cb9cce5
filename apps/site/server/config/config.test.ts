import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'atelier-config-'));

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      mode: 'production',
      port: 3000,
      host: 'localhost',
      dataDir,
      databaseUrl: undefined,
      logLevel: 'info',
      writeRateLimit: 120,
    });
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
  });

  it('generates a session secret once, keeps it in DATA_DIR (mode 0600) and reuses it', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('prefers an explicit SESSION_SECRET and writes no file', () => {
    const dataDir = freshDir();
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('reports every bad variable at once, by name, with the value given', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: freshDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SESSION_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid configuration:');
    expect(message).toContain('PORT must be a number (got "eighty")');
    expect(message).toContain('DATABASE_URL must start with postgres://');
    expect(message).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(message).toContain('SESSION_SECRET must be at least 32 characters long');
    // Secrets and connection strings (which may hold a password) are never echoed.
    expect(message).not.toContain('short');
    expect(message).not.toContain('mysql://x');
  });

  it('reads a PostgreSQL URL and a public https address', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PUBLIC_URL: 'https://gallery.example',
      PORT: '8080',
    });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.publicUrl.protocol).toBe('https:');
    expect(config.port).toBe(8080);
  });
});
