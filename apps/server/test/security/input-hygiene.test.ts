import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../src/logger";
import { createTestApp, testConfig, type TestApp } from "../app";
import { randomIp, seedSignedInUser } from "../factories";

/** Finding 4: a NUL or an unpaired surrogate in any string is a 400, never a 500 with personal data in the log. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(chunk.toString("utf8"));
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: { ...loggerOptions(testConfig()), level: "trace", stream },
  });
});
afterAll(() => t.close());

const PHONE = "99887766";
const NUL = "a\u0000b";
const LONE = "a\uD800b";

async function routes(cookie: string, adminCookie: string, bad: string) {
  const signup = {
    firstName: "Maryam",
    lastName: "Nul",
    email: `m${bad}@x.yz`,
    password: "secret-pass-1",
    confirmPassword: "secret-pass-1",
    country: "KW",
    phone: PHONE,
  };
  // A lone surrogate cannot be written in a URL or a form (UTF-8): those carry the NUL only.
  const inUrl = bad.includes("\u0000");
  return [
    { method: "POST", url: "/api/auth/signup", payload: signup },
    {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: `a${bad}@x.yz`, password: "secret123" },
    },
    {
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: `a${bad}@x.yz` },
    },
    {
      method: "POST",
      url: "/api/auth/reset-password/check",
      payload: { token: bad },
    },
    {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: {
        token: bad,
        newPassword: "secret-pass-2",
        confirmPassword: "secret-pass-2",
      },
    },
    {
      method: "POST",
      url: "/api/feedback",
      payload: { kind: "bug", message: `call me ${PHONE} ${bad}` },
      cookie,
    },
    {
      method: "POST",
      url: "/api/games",
      payload: {
        name: bad,
        teamNames: [bad, "B"],
        categoryIds: [1, 2, 3, 4, 5, 6],
      },
      cookie,
    },
    {
      method: "PATCH",
      url: "/api/profile",
      payload: { firstName: bad },
      cookie,
    },
    {
      method: "POST",
      url: "/api/payments/verify",
      payload: { paymentId: bad },
      cookie,
    },
    {
      method: "POST",
      url: "/api/payments/webhook",
      payload: { Data: { Invoice: { Id: bad } } },
    },
    {
      method: "POST",
      url: "/api/admin/notifications",
      payload: { title: bad, message: bad },
      cookie: adminCookie,
    },
    ...(inUrl
      ? [
          {
            method: "GET",
            url: `/api/admin/users?q=${encodeURIComponent(bad)}`,
            cookie: adminCookie,
          },
        ]
      : []),
    ...(inUrl
      ? [
          {
            method: "GET",
            url: `/api/admin/transactions?q=${encodeURIComponent(bad)}`,
            cookie: adminCookie,
          },
        ]
      : []),
    {
      method: "POST",
      url: "/sandbox/myfatoorah/v2/GetPaymentStatus",
      payload: { Key: bad, KeyType: "CustomerReference" },
      auth: true,
    },
    ...(inUrl
      ? [
          {
            method: "POST",
            url: "/sandbox/myfatoorah/checkout/1?token=x",
            form: `action=pay&name=${encodeURIComponent(bad)}`,
          },
        ]
      : []),
  ] as {
    method: "GET" | "POST" | "PATCH";
    url: string;
    payload?: object;
    form?: string;
    cookie?: string;
    auth?: boolean;
  }[];
}

describe("input hygiene", () => {
  for (const [name, bad] of [
    ["NUL", NUL],
    ["unpaired surrogate", LONE],
  ] as const) {
    it(`refuses a ${name} in any string with 400 validation_failed on every route`, async () => {
      const { cookie } = await seedSignedInUser(t.app, t.ctx.db, {
        phone: PHONE,
      });
      const { cookie: adminCookie } = await seedSignedInUser(t.app, t.ctx.db, {
        role: "admin",
      });
      for (const route of await routes(cookie, adminCookie, bad)) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: {
            "x-forwarded-for": randomIp(),
            ...(route.cookie ? { cookie: route.cookie } : {}),
            ...(route.auth
              ? { authorization: `Bearer ${t.ctx.config.payments.apiKey}` }
              : {}),
            ...(route.form
              ? { "content-type": "application/x-www-form-urlencoded" }
              : {}),
          },
          ...(route.form
            ? { payload: route.form }
            : route.payload
              ? { payload: route.payload }
              : {}),
        });
        expect(`${route.method} ${route.url} ${response.statusCode}`).toBe(
          `${route.method} ${route.url} 400`,
        );
        if (route.url.startsWith("/api/"))
          expect(response.json().error.code).toBe("validation_failed");
      }
    });
  }

  it("checks keys and nested values, and leaves clean Arabic and emoji text alone", async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const nestedKey = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { cookie },
      payload: { [`k${NUL}`]: 1 },
    });
    expect(nestedKey.statusCode).toBe(400);
    expect(nestedKey.json().error.fields).toEqual({
      [`k${NUL}`]: "text_invalid",
    });
    const fine = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "زهراء👍@example.com", password: "wrong-pass-1" },
    });
    expect(fine.statusCode).toBe(401);
  });

  it("logs no personal data of the refused requests", () => {
    const log = lines.join("");
    expect(log).not.toContain(PHONE);
    expect(log).not.toMatch(/x\.yz/);
    expect(log).not.toContain('"level":50');
  });
});
