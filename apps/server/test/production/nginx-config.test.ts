import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxInstalled, SHIPPED_NGINX_CONF as SHIPPED, testNginxConfig, writeNginxConfig } from '../../../../scripts/support/nginx-site';

const work = mkdtempSync(path.join(tmpdir(), 'quiz-nginx-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!nginxInstalled())('deploy/nginx.conf', () => {
  it('holds the placeholders an operator replaces, and passes nginx -t once they are filled in', () => {
    expect(SHIPPED).toContain('server_name quiz.example.com;');
    expect(SHIPPED).toContain('ssl_certificate     /etc/letsencrypt/live/quiz.example.com/fullchain.pem;');
    const file = writeNginxConfig({ dir: work, httpPort: 3148, httpsPort: 3149 });
    const check = testNginxConfig(work, file);
    expect(check.output).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  it('streams events unbuffered and caches hashed assets for a year', () => {
    const events = /location = \/api\/events \{([^}]*)\}/.exec(SHIPPED)?.[1] ?? '';
    expect(events).toContain('proxy_buffering off;');
    const assets = /location \/assets\/ \{([^}]*)\}/.exec(SHIPPED)?.[1] ?? '';
    expect(assets).toContain('Cache-Control "public, max-age=31536000, immutable"');
    expect(SHIPPED).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });
});
