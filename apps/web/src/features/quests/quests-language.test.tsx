import type { Quest, TaskUpdateReply } from "@repgate/contracts/quests";
import { customQuestPlan, dailyQuestPlan } from "@repgate/game/rules/quests";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SystemWindowHost } from "../../components/system-window-host.tsx";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { questFromPlan } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { QuestsPage } from "./quests-page.tsx";

afterEach(async () => {
  await act(() => activateLanguage("en"));
});

function renderQuests(
  quests: Quest[],
  onTick: () => TaskUpdateReply | undefined = () => undefined,
) {
  const hunter = makeUser({ language: "ko" });
  mockFetch(({ path, method }) => {
    if (method === "PATCH") {
      const reply = onTick();
      return reply ? { body: reply } : undefined;
    }
    if (path === "/api/auth/user") return { body: hunter };
    if (path === "/api/quests") return { body: quests };
    if (path === "/api/quests/daily") {
      return { body: { quest: quests[0] ?? null, penaltyApplied: false, penalty: null } };
    }
    if (path === "/api/quests/energy") {
      return { body: { currentEnergy: 100, maxEnergy: 120, resetsAt: new Date().toISOString() } };
    }
    return undefined;
  });
  const result = renderWithProviders(
    <>
      <QuestsPage />
      <SystemWindowHost />
    </>,
  );
  result.client.setQueryData(userQueryKey, hunter);
  return result;
}

describe("the quests page in Korean", () => {
  it("names the daily, its sections and tasks, with the hunter's numbers", async () => {
    await act(() => activateLanguage("ko"));
    renderQuests([questFromPlan(dailyQuestPlan({ rank: "E", level: 1 }))]);
    const card = await screen.findByRole(
      "article",
      { name: "일일 퀘스트: 근력 훈련" },
      { timeout: 5_000 },
    );
    expect(
      within(card).getByText("강해지기 위한 준비. 자정 전에 모든 과제를 완료하세요."),
    ).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "근력 훈련" })).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "유산소" })).toBeTruthy();
    expect(within(card).getByRole("checkbox", { name: "팔굽혀펴기" })).toBeTruthy();
    expect(within(card).getByText("팔굽혀펴기 20회를 하세요.")).toBeTruthy();
    expect(within(card).getByText("2km를 달리세요.")).toBeTruthy();
    expect(within(card).queryByText(/push-ups|Strength Training/)).toBeNull();
  });

  it("names a custom quest's task with its doubled count, and the completed quest's System window", async () => {
    await act(() => activateLanguage("ko"));
    const quest = questFromPlan(customQuestPlan("agility", "medium"), { type: "custom" });
    const done: TaskUpdateReply = {
      quest: { ...quest, isCompleted: true, completedAt: new Date().toISOString() },
      isCompleted: true,
      rewards: quest.rewards,
      cheatingDetected: false,
      cheatingReason: null,
      levelsGained: 0,
      previousLevel: 1,
      newLevel: 1,
      unlocks: { achievements: [], titles: [] },
    };
    renderQuests([quest], () => done);
    const card = await screen.findByRole(
      "article",
      { name: "민첩 훈련 (보통)" },
      { timeout: 5_000 },
    );
    expect(
      within(card).getByText("민첩을 단련하는 맞춤 퀘스트. 5시간 안에 끝내세요."),
    ).toBeTruthy();
    expect(
      within(card).getByText("20회: 가슴을 바닥에 대고, 뛰어올라 머리 위로 박수."),
    ).toBeTruthy();
    expect(within(card).getByText("60회: 무릎을 가슴으로, 빠르고 일정하게.")).toBeTruthy();

    await userEvent.click(within(card).getByRole("checkbox", { name: "마운틴 클라이머" }));
    const window = await screen.findByRole("dialog", { name: "퀘스트 완료!" });
    expect(within(window).getByText("민첩 훈련 (보통)")).toBeTruthy();
  });
});
