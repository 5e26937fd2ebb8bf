import type { User } from "@repgate/contracts/user";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Providers } from "../app/providers.tsx";

/** A query client for one test: no retries, so failures show at once. */
function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: 0 } },
  });
}

export function renderWithProviders(ui: ReactNode, client: QueryClient = testQueryClient()) {
  return {
    client,
    ...render(<Providers client={client}>{ui}</Providers>),
  };
}

type Reply = { status?: number; body?: unknown };
type Handler = (request: { method: string; path: string; body: unknown }) => Reply | undefined;

/**
 * Replaces fetch with `handler`; an unhandled call answers 404. Returns the recorded calls.
 */
export function mockFetch(handler: Handler) {
  const calls: {
    method: string;
    path: string;
    body: unknown;
    headers: Headers;
    cache: RequestCache | undefined;
  }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === "string" ? input : input.toString();
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body, headers: new Headers(init?.headers), cache: init?.cache });
    const reply = handler({ method, path, body }) ?? {
      status: 404,
      body: { message: "Not found" },
    };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, { status });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: "0b9f4c1e-5d55-4a51-9d42-8f3c1f2b7a10",
    email: "jinwoo@example.com",
    hunterName: "Jinwoo",
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    level: 1,
    rank: "E",
    currentXP: 250,
    totalXP: 250,
    xpForNextLevel: 1000,
    gold: 120,
    userClass: "Assassin",
    strength: 12,
    agility: 13,
    vitality: 11,
    intelligence: 10,
    endurance: 12,
    perception: 10,
    combatPower: 68,
    playerCurrentHP: 90,
    playerMaxHP: 100,
    currentTitle: "None",
    unlockedTitles: ["None"],
    partyId: null,
    guildId: null,
    region: "North America",
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: null,
    lastActiveAt: "2025-01-01T00:00:00.000Z",
    inDungeon: false,
    dungeonsCleared: 3,
    questsCompleted: 7,
    magicalBeastsKilled: 0,
    timesDefeated: 0,
    currentEnergy: 100,
    maxEnergy: 120,
    hasAcceptedPlayer: true,
    hasCompletedAssessment: true,
    hasCompletedProfile: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
