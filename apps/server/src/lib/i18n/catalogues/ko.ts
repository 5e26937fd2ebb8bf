import type { Catalogue } from "../translate.ts";

/** Korean: every server message (docs/i18n.md). Keys are the English text. */
export const ko: Catalogue = {
  "The request body is not valid JSON.": "요청 본문이 올바른 JSON이 아닙니다.",
  "The request body is empty; send a JSON object or no Content-Type.":
    "요청 본문이 비어 있습니다. JSON 객체를 보내거나 Content-Type을 보내지 마세요.",
  "The request body is too large.": "요청 본문이 너무 큽니다.",
  "Send the request body as JSON (Content-Type: application/json).":
    "요청 본문을 JSON으로 보내 주세요 (Content-Type: application/json).",
  "The request's Content-Length does not match its body.":
    "요청의 Content-Length가 본문과 맞지 않습니다.",
  "The request is not valid.": "올바르지 않은 요청입니다.",
  "The game cannot reach its database right now. Please try again in a moment.":
    "지금은 게임이 데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.",
  "Something went wrong on our side. Please try again.":
    "서버에 문제가 생겼습니다. 다시 시도해 주세요.",
  "That address is too long.": "주소가 너무 깁니다.",
  "That address is not valid.": "올바르지 않은 주소입니다.",
  "You are not signed in.": "로그인되어 있지 않습니다.",
  "This access token is not valid: revoked or unknown.":
    "이 액세스 토큰은 유효하지 않습니다: 취소되었거나 알 수 없는 토큰입니다.",
  "Access tokens cannot be used for this call. Sign in to the app instead.":
    "이 요청에는 액세스 토큰을 쓸 수 없습니다. 앱에서 로그인해 주세요.",
  'This token may only read. Make a "play" token for game actions.':
    '이 토큰은 읽기만 할 수 있습니다. 게임 행동에는 "play" 토큰을 만드세요.',
  "Finish your awakening and choose a class before entering a gate.":
    "게이트에 들어가기 전에 각성을 마치고 클래스를 선택하세요.",
  "Finish your awakening (accept, assessment, profile and class) before you play.":
    "플레이하기 전에 각성(수락, 평가, 프로필, 클래스)을 마치세요.",
  "One picture at a time: wait for the upload in progress.":
    "사진은 한 번에 하나씩: 진행 중인 업로드를 기다려 주세요.",
  "Too many pictures are being uploaded from your network at once. Please wait for them to finish.":
    "네트워크에서 한꺼번에 너무 많은 사진을 올리고 있습니다. 끝날 때까지 기다려 주세요.",
  "The server is busy with other pictures. Please try again in a few seconds.":
    "서버가 다른 사진을 처리하느라 바쁩니다. 몇 초 후 다시 시도해 주세요.",
  "Text cannot contain the NUL character (\\u0000).":
    "텍스트에 NUL 문자(\\u0000)를 넣을 수 없습니다.",
  "The request is nested too deeply.": "요청이 너무 깊게 중첩되어 있습니다.",
  "The request body must be a JSON object.": "요청 본문은 JSON 객체여야 합니다.",
  "This request came from another site and was refused.":
    "다른 사이트에서 온 요청이라 거부되었습니다.",
  "That image is {width} × {height} pixels; the limit is {value} megapixels. Please choose a smaller one.":
    "이 이미지는 {width} × {height} 픽셀입니다. 한도는 {value} 메가픽셀입니다. 더 작은 이미지를 선택해 주세요.",
  "You have {MAX_ACCESS_TOKENS} tokens already. Revoke one before making another.":
    "이미 토큰이 {MAX_ACCESS_TOKENS}개 있습니다. 새로 만들기 전에 하나를 취소하세요.",
  "No such token.": "그런 토큰은 없습니다.",
  "This token made too many requests. Please wait a minute and try again.":
    "이 토큰의 요청이 너무 많습니다. 1분 후 다시 시도해 주세요.",
  "Enter your password to delete your account.": "계정을 삭제하려면 비밀번호를 입력하세요.",
  "Your password is not correct.": "비밀번호가 올바르지 않습니다.",
  "You can download your data {EXPORTS_PER_HOUR} times an hour. Please try again later.":
    "데이터는 한 시간에 {EXPORTS_PER_HOUR}번 내려받을 수 있습니다. 나중에 다시 시도해 주세요.",
  "Too many reset requests. Please wait 15 minutes and try again.":
    "재설정 요청이 너무 많습니다. 15분 후 다시 시도해 주세요.",
  "This reset link is not valid. Ask for a new one.":
    "이 재설정 링크는 유효하지 않습니다. 새 링크를 요청하세요.",
  "This reset link has already been used. Ask for a new one.":
    "이 재설정 링크는 이미 사용되었습니다. 새 링크를 요청하세요.",
  "A newer reset link has been sent. Use the link in the latest email.":
    "더 새로운 재설정 링크가 발송되었습니다. 가장 최근 이메일의 링크를 사용하세요.",
  "This reset link has expired. Ask for a new one.":
    "이 재설정 링크는 만료되었습니다. 새 링크를 요청하세요.",
  "If an account exists for that email, a link to reset the password is on its way. It works for 30 minutes.":
    "해당 이메일의 계정이 있다면 비밀번호 재설정 링크가 발송됩니다. 링크는 30분 동안 유효합니다.",
  "This server does not send email. Ask the operator of this server for a password reset link.":
    "이 서버는 이메일을 보내지 않습니다. 서버 운영자에게 비밀번호 재설정 링크를 요청하세요.",
  "Someone (hopefully you) asked to reset the password of your RepGate hunter.":
    "누군가(아마도 당신)가 RepGate 헌터의 비밀번호 재설정을 요청했습니다.",
  "If you did not ask for this, ignore this email: your password stays as it is.":
    "요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.",
  "Your current password is not correct.": "현재 비밀번호가 올바르지 않습니다.",
  "Too many attempts. Please wait a minute and try again.":
    "시도가 너무 많습니다. 1분 후 다시 시도해 주세요.",
  "Your account no longer exists.": "계정이 더 이상 존재하지 않습니다.",
  "Password changed. Every other session has been signed out.":
    "비밀번호가 변경되었습니다. 다른 모든 세션에서 로그아웃되었습니다.",
  "Session signed out.": "세션에서 로그아웃되었습니다.",
  "Every other session has been signed out.": "다른 모든 세션에서 로그아웃되었습니다.",
  "That session does not exist.": "그런 세션은 없습니다.",
  "Achievement Unlocked!": "업적 달성!",
  "Logged out.": "로그아웃되었습니다.",
  "Invalid email or password.": "이메일 또는 비밀번호가 올바르지 않습니다.",
  "The hunter name {hunterName} is already taken.":
    "헌터 이름 {hunterName}은(는) 이미 사용 중입니다.",
  "A hunter with this email already exists.": "이 이메일을 쓰는 헌터가 이미 있습니다.",
  "Too many failed sign-ins for this account. Please wait 15 minutes and try again.":
    "이 계정의 로그인 실패가 너무 많습니다. 15분 후 다시 시도해 주세요.",
  "{skill} takes {reps} reps, not {reps2}.": "{skill}은(는) {reps2}회가 아니라 {reps}회입니다.",
  "Critical hit! {skill} hits {monster} for {damage} damage (Berserk x2).":
    "치명타! {skill}(으)로 {monster}에게 {damage}의 피해 (광폭화 x2).",
  "Critical hit! {skill} hits {monster} for {damage} damage.":
    "치명타! {skill}(으)로 {monster}에게 {damage}의 피해.",
  "{skill} hits {monster} for {damage} damage (Berserk x2).":
    "{skill}(으)로 {monster}에게 {damage}의 피해 (광폭화 x2).",
  "{skill} hits {monster} for {damage} damage.": "{skill}(으)로 {monster}에게 {damage}의 피해.",
  "Time's Up! The 30-minute battle timer has expired. You have been defeated!":
    "시간 종료! 30분 전투 타이머가 끝났습니다. 패배했습니다!",
  "That battle does not exist.": "그런 전투는 없습니다.",
  "This battle is already over.": "이 전투는 이미 끝났습니다.",
  "{monster} is already defeated. Claim your victory first.":
    "{monster}은(는) 이미 쓰러졌습니다. 먼저 승리 보상을 받으세요.",
  "Too fast: {reps} reps take at least {seconds} s. Do every rep, then strike.":
    "너무 빠릅니다: {reps}회에는 최소 {seconds}초가 걸립니다. 모든 반복을 한 뒤 공격하세요.",
  "No monster is waiting for you. Win a battle of a dungeon run first.":
    "기다리는 몬스터가 없습니다. 먼저 던전 공략 중 전투에서 승리하세요.",
  "You are on a movement run. Finish or abandon it first.":
    "이동 런 중입니다. 먼저 마치거나 포기하세요.",
  "Next enemy: {monster} appears!": "다음 적: {monster} 등장!",
  "{monster} appears!": "{monster} 등장!",
  "You are already in a battle. Finish it or run away first.":
    "이미 전투 중입니다. 끝내거나 먼저 도망치세요.",
  "The next enemy arrives in 1 second. Catch your breath!":
    "다음 적이 1초 후에 도착합니다. 숨을 고르세요!",
  "The next enemy arrives in {left} seconds. Catch your breath!":
    "다음 적이 {left}초 후에 도착합니다. 숨을 고르세요!",
  "That is not the next monster of your run.": "런의 다음 몬스터가 아닙니다.",
  "Defeat! You have been defeated.": "패배! 당신은 쓰러졌습니다.",
  "You are already on a movement run. Finish or abandon it first.":
    "이미 이동 런 중입니다. 먼저 마치거나 포기하세요.",
  "That dungeon does not exist.": "그런 던전은 없습니다.",
  "This dungeon has expired.": "이 던전은 만료되었습니다.",
  "This gate has not opened yet.": "이 게이트는 아직 열리지 않았습니다.",
  "You entered {dungeon}. {monster} appears!": "{dungeon}에 입장했습니다. {monster} 등장!",
  "This is not a party battle.": "파티 전투가 아닙니다.",
  "A party can only enter combat dungeons together.":
    "파티는 전투 던전에만 함께 들어갈 수 있습니다.",
  "Your party entered {dungeon}. {monster} appears!":
    "파티가 {dungeon}에 입장했습니다. {monster} 등장!",
  "{monster} is defeated!": "{monster}을(를) 쓰러뜨렸습니다!",
  "{monster} strikes back, but Iron Wall blocks it!": "{monster}의 반격을 철벽이 막았습니다!",
  "{monster} strikes back for {damage} damage!": "{monster}의 반격으로 {damage}의 피해!",
  "Defeat! {monster} struck you down.": "패배! {monster}에게 쓰러졌습니다.",
  "{message} {monster} is defeated!": "{message} {monster}을(를) 쓰러뜨렸습니다!",
  "{message} Iron Wall blocks {monster}'s counter-attack!":
    "{message} 철벽이 {monster}의 반격을 막았습니다!",
  "{message} {monster} strikes back for {damage}!":
    "{message} {monster}의 반격으로 {damage}의 피해!",
  "You escaped from {monster}. No rewards this time.":
    "{monster}에게서 도망쳤습니다. 이번에는 보상이 없습니다.",
  "Failed to Escape! {monster} attacks while you are distracted for {damage} damage.":
    "도주 실패! 방심한 틈에 {monster}의 공격으로 {damage}의 피해.",
  "You try to run away...": "도망치려고 합니다...",
  "{text} Defeat!": "{text} 패배!",
  "You have already claimed this victory.": "이미 이 승리의 보상을 받았습니다.",
  "{monster} is still standing. Keep fighting!": "{monster}이(가) 아직 서 있습니다. 계속 싸우세요!",
  "Victory! +{xpGained} XP, +{killGold} gold.": "승리! +{xpGained} XP, +{killGold} 골드.",
  "{dungeon} cleared! +{dungeonXp} XP, +{dungeonGold} gold.":
    "{dungeon} 클리어! +{dungeonXp} XP, +{dungeonGold} 골드.",
  "You found {item}!": "{item}을(를) 발견했습니다!",
  "{monster} defeated! Next Enemy Approaching: {monster2}.":
    "{monster} 처치! 다음 적 접근 중: {monster2}.",
  "Dungeon cleared! {dungeon} is conquered.": "던전 클리어! {dungeon} 정복.",
  "Choose a class to use magic.": "마법을 쓰려면 클래스를 선택하세요.",
  "You have already used {skill} in this battle.": "이 전투에서 이미 {skill}을(를) 사용했습니다.",
  "You cast {skill}: your next attack deals double damage.":
    "{skill} 시전: 다음 공격이 두 배의 피해를 줍니다.",
  "You cast {skill}: the next counter-attack is blocked.": "{skill} 시전: 다음 반격을 막습니다.",
  "You cast {skill} and restore {healing} HP.": "{skill} 시전: HP를 {healing} 회복합니다.",
  "That message does not exist.": "그런 메시지는 없습니다.",
  "You cannot report your own message.": "자신의 메시지는 신고할 수 없습니다.",
  "You have reported a lot this hour. Try again later.":
    "이번 시간에 신고를 많이 했습니다. 나중에 다시 시도해 주세요.",
  "Thank you. The message was reported.": "감사합니다. 메시지가 신고되었습니다.",
  "Unable to send message: give the text and a chat type.":
    "메시지를 보낼 수 없습니다: 내용과 채팅 종류를 지정하세요.",
  "A message cannot be empty.": "메시지는 비어 있을 수 없습니다.",
  "A message can be at most {CHAT_MAX_LENGTH} characters.":
    "메시지는 최대 {CHAT_MAX_LENGTH}자입니다.",
  "You are sending messages too fast. Wait a few seconds.":
    "메시지를 너무 빨리 보내고 있습니다. 몇 초 기다리세요.",
  "This phone is not a controller. Scan the code on the big screen again.":
    "이 휴대폰은 컨트롤러가 아닙니다. 큰 화면의 코드를 다시 스캔하세요.",
  "This controller has ended. Pair again from the big screen to play on.":
    "이 컨트롤러는 종료되었습니다. 계속하려면 큰 화면에서 다시 페어링하세요.",
  "The battle is over. Pair again from the big screen for the next one.":
    "전투가 끝났습니다. 다음 전투를 하려면 큰 화면에서 다시 페어링하세요.",
  "This pairing link has expired or was already used. Make a new one on the big screen.":
    "이 페어링 링크는 만료되었거나 이미 사용되었습니다. 큰 화면에서 새로 만드세요.",
  "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.":
    "그 코드의 페어링이 없습니다: 잘못 입력했거나 만료되었을 수 있습니다. 큰 화면에서 새로 만드세요.",
  "Start a battle first: a controller plays one battle.":
    "먼저 전투를 시작하세요: 컨트롤러 하나는 전투 하나를 플레이합니다.",
  "Too many wrong pairing codes. Please wait a few minutes and try again.":
    "잘못된 페어링 코드가 너무 많습니다. 몇 분 후 다시 시도해 주세요.",
  "That battle is already over.": "그 전투는 이미 끝났습니다.",
  "This phone is now your controller.": "이제 이 휴대폰이 컨트롤러입니다.",
  "You entered {dungeon}.": "{dungeon}에 입장했습니다.",
  "Could not find a user with that username.": "그 사용자 이름의 사용자를 찾을 수 없습니다.",
  "That hunter does not exist.": "그런 헌터는 없습니다.",
  "That friend request does not exist.": "그런 친구 요청은 없습니다.",
  "You are already friends.": "이미 친구입니다.",
  "{hunterName} accepted your friend request.": "{hunterName}님이 친구 요청을 수락했습니다.",
  "You cannot send a friend request to yourself.": "자신에게 친구 요청을 보낼 수 없습니다.",
  "{hunterName} wants to be your friend.": "{hunterName}님이 친구가 되고 싶어 합니다.",
  "Friend request sent to {hunterName}.": "{hunterName}님에게 친구 요청을 보냈습니다.",
  "Please try again.": "다시 시도해 주세요.",
  "You are already friends with {hunterName}.": "이미 {hunterName}님과 친구입니다.",
  "A friend request to {hunterName} is already pending.":
    "{hunterName}님에게 보낸 친구 요청이 이미 대기 중입니다.",
  "You and {hunterName} are now friends.": "이제 {hunterName}님과 친구입니다.",
  "Only the hunter who received this request can answer it.":
    "이 요청을 받은 헌터만 응답할 수 있습니다.",
  "Friend request accepted.": "친구 요청을 수락했습니다.",
  "Friend request declined.": "친구 요청을 거절했습니다.",
  "You are not friends with that hunter.": "그 헌터와 친구가 아닙니다.",
  "Friend removed.": "친구를 삭제했습니다.",
  "You can only message your friends.": "친구에게만 메시지를 보낼 수 있습니다.",
  "Message sent.": "메시지를 보냈습니다.",
  "You are not in a guild.": "길드에 속해 있지 않습니다.",
  "Your guild rank does not allow that.": "길드 랭크로는 그 작업을 할 수 없습니다.",
  "This invitation has expired: that guild no longer exists.":
    "이 초대는 만료되었습니다: 그 길드는 더 이상 존재하지 않습니다.",
  "This invitation has expired.": "이 초대는 만료되었습니다.",
  "That invitation does not exist.": "그런 초대는 없습니다.",
  "That invitation was already answered.": "그 초대는 이미 응답되었습니다.",
  "Invitation declined.": "초대를 거절했습니다.",
  "Guild Joined! Welcome to {name}.": "길드 가입! {name}에 오신 것을 환영합니다.",
  "You are already in a guild.": "이미 길드에 속해 있습니다.",
  "Insufficient Gold: You need 10,000 gold to create a guild.":
    "골드 부족: 길드를 만들려면 10,000 골드가 필요합니다.",
  "Sign in to continue.": "계속하려면 로그인하세요.",
  "A guild with that name already exists.": "같은 이름의 길드가 이미 있습니다.",
  "Guild Created!": "길드 창설!",
  "Only the guild owner sets permission levels.": "권한 레벨은 길드장만 설정할 수 있습니다.",
  "Message deleted.": "메시지를 삭제했습니다.",
  "That rank does not exist.": "그런 랭크는 없습니다.",
  "The owner rank cannot be deleted.": "길드장 랭크는 삭제할 수 없습니다.",
  "A guild keeps at least one rank below the owner's.":
    "길드에는 길드장 아래 랭크가 최소 하나 있어야 합니다.",
  "That hunter is not banned from your guild.": "그 헌터는 길드에서 추방 상태가 아닙니다.",
  "Ban lifted. That hunter may join your guild again.":
    "추방을 해제했습니다. 그 헌터는 다시 길드에 가입할 수 있습니다.",
  "That insignia was not uploaded here. Upload it again.":
    "그 문장은 여기서 업로드되지 않았습니다. 다시 업로드하세요.",
  "You cannot invite yourself.": "자신을 초대할 수 없습니다.",
  "That hunter is already in a guild.": "그 헌터는 이미 길드에 속해 있습니다.",
  "That hunter already has an invitation to your guild.": "그 헌터는 이미 길드 초대를 받았습니다.",
  "{hunterName} invites you to join {name}.": "{hunterName}님이 {name} 가입을 초대했습니다.",
  "A hunter invites you to join {name}.": "한 헌터가 {name} 가입을 초대했습니다.",
  "Invitation sent.": "초대를 보냈습니다.",
  "You were kicked from this guild. You can join it again only by accepting an invitation from it.":
    "이 길드에서 추방되었습니다. 이 길드의 초대를 수락해야만 다시 가입할 수 있습니다.",
  "That hunter is not in your guild.": "그 헌터는 길드원이 아닙니다.",
  "You cannot kick a member of your rank or above.":
    "같은 랭크 이상의 길드원은 추방할 수 없습니다.",
  "You were removed from {name}. You can join it again only if invited.":
    "{name}에서 제외되었습니다. 초대를 받아야만 다시 가입할 수 있습니다.",
  "The guild owner cannot leave the guild.": "길드장은 길드를 떠날 수 없습니다.",
  "That guild no longer exists.": "그 길드는 더 이상 존재하지 않습니다.",
  "That guild is full.": "그 길드는 가득 찼습니다.",
  "This invitation has expired: its sender left the guild.":
    "이 초대는 만료되었습니다: 보낸 사람이 길드를 떠났습니다.",
  "This invitation has expired: its sender may no longer invite to the guild.":
    "이 초대는 만료되었습니다: 보낸 사람이 더 이상 길드에 초대할 수 없습니다.",
  "Your rank cannot kick members, so you cannot give that power to a rank.":
    "당신의 랭크는 멤버를 추방할 수 없으므로, 그 권한을 랭크에 줄 수 없습니다.",
  "Your rank cannot send announcements, so you cannot give that power to a rank.":
    "당신의 랭크는 공지를 보낼 수 없으므로, 그 권한을 랭크에 줄 수 없습니다.",
  "Your rank cannot delete messages, so you cannot give that power to a rank.":
    "당신의 랭크는 메시지를 삭제할 수 없으므로, 그 권한을 랭크에 줄 수 없습니다.",
  "Your rank cannot edit the guild, so you cannot give that power to a rank.":
    "당신의 랭크는 길드를 편집할 수 없으므로, 그 권한을 랭크에 줄 수 없습니다.",
  "Your rank cannot manage ranks, so you cannot give that power to a rank.":
    "당신의 랭크는 랭크를 관리할 수 없으므로, 그 권한을 랭크에 줄 수 없습니다.",
  "Requires Level 3: Edit Guild and Manage Ranks need permission level 3.":
    "레벨 3 필요: 길드 편집과 랭크 관리는 권한 레벨 3이 필요합니다.",
  "The new name must be different from the current one.": "새 이름은 현재 이름과 달라야 합니다.",
  "You need 500 gold to change the guild name.": "길드 이름을 바꾸려면 500 골드가 필요합니다.",
  "No such insignia.": "그런 문장은 없습니다.",
  "You can only change the rank of members below your own.":
    "자신보다 낮은 랭크의 길드원만 랭크를 바꿀 수 있습니다.",
  "You can only give a rank below your own.": "자신보다 낮은 랭크만 줄 수 있습니다.",
  "Member rank updated.": "길드원 랭크를 변경했습니다.",
  "The owner rank cannot be edited.": "길드장 랭크는 편집할 수 없습니다.",
  "This instance is shutting down.": "이 인스턴스는 종료 중입니다.",
  "The database is not reachable.": "데이터베이스에 연결할 수 없습니다.",
  "That battle was not found.": "그 전투를 찾을 수 없습니다.",
  "That battle is too old for a heart-rate summary.":
    "그 전투는 심박 요약을 기록하기엔 너무 오래되었습니다.",
  "The summary measures {measured} seconds, but the battle began {floor} seconds ago.":
    "요약은 {measured}초를 측정했지만, 전투는 {floor}초 전에 시작되었습니다.",
  "This battle's heart rate is already recorded.": "이 전투의 심박수는 이미 기록되었습니다.",
  "Heart rate recorded.": "심박수를 기록했습니다.",
  "That item is not in your inventory.": "그 아이템은 인벤토리에 없습니다.",
  "{item} is listed in the auction.": "{item}은(는) 경매장에 등록되어 있습니다.",
  "{item} is not a chest.": "{item}은(는) 상자가 아닙니다.",
  "{item} cannot be opened.": "{item}은(는) 열 수 없습니다.",
  "You have no {item} left.": "남은 {item}이(가) 없습니다.",
  "You opened {item} and found {join}.": "{item}을(를) 열어 {join}을(를) 얻었습니다.",
  "{item} cannot be used.": "{item}은(는) 사용할 수 없습니다.",
  "Your HP is already full.": "HP가 이미 가득 찼습니다.",
  "You used {item} and restored {healingAmount} HP.":
    "{item}을(를) 사용해 HP를 {healingAmount} 회복했습니다.",
  "Thread read.": "대화를 읽음으로 표시했습니다.",
  "That movement run does not exist.": "그런 이동 런은 없습니다.",
  "This movement run is already over.": "이 이동 런은 이미 끝났습니다.",
  "Notification marked as read.": "알림을 읽음으로 표시했습니다.",
  "Notification deleted.": "알림을 삭제했습니다.",
  "That notification does not exist.": "그런 알림은 없습니다.",
  "Accept the Player qualification before the assessment.": "평가 전에 플레이어 자격을 수락하세요.",
  "You have already completed the assessment.": "이미 평가를 완료했습니다.",
  "You can only choose your own class.": "자신의 클래스만 선택할 수 있습니다.",
  "Complete the assessment before choosing a class.": "클래스를 선택하기 전에 평가를 완료하세요.",
  "You have already chosen a class.": "이미 클래스를 선택했습니다.",
  "Complete the assessment before your profile.": "프로필 전에 평가를 완료하세요.",
  "That dungeon confirmation does not exist.": "그런 던전 확인 요청은 없습니다.",
  "Only the party leader can lead the party into a dungeon.":
    "파티장만 파티를 이끌고 던전에 들어갈 수 있습니다.",
  "Your party needs a second hunter. Enter alone instead.":
    "파티에 두 번째 헌터가 필요합니다. 대신 혼자 입장하세요.",
  "Your party is already answering a dungeon request.":
    "파티가 이미 던전 요청에 응답하는 중입니다.",
  "{hunterName} wants to enter {dungeon} (rank {rank}) with the party. Confirm within {minutes} minutes.":
    "{hunterName}님이 파티와 함께 {dungeon}(랭크 {rank})에 들어가려 합니다. {minutes}분 안에 확인하세요.",
  "Your leader wants to enter {dungeon} (rank {rank}) with the party. Confirm within {minutes} minutes.":
    "리더가 파티와 함께 {dungeon}(랭크 {rank})에 들어가려 합니다. {minutes}분 안에 확인하세요.",
  "Dungeon Entered!": "던전 입장!",
  "Waiting for the rest of the party to confirm.": "나머지 파티원의 확인을 기다리는 중입니다.",
  "{hunterName} is already in a battle. Dungeon entry cancelled.":
    "{hunterName}님이 이미 전투 중입니다. 던전 입장이 취소되었습니다.",
  "This party is full (4 hunters at most).": "이 파티는 가득 찼습니다 (최대 4명).",
  "This invitation has expired: its sender left the party.":
    "이 초대는 만료되었습니다: 보낸 사람이 파티를 떠났습니다.",
  "This invitation has expired: its sender no longer leads the party.":
    "이 초대는 만료되었습니다: 보낸 사람이 더 이상 파티장이 아닙니다.",
  "You are not in a party.": "파티에 속해 있지 않습니다.",
  "You are already in a party. Leave it first.": "이미 파티에 속해 있습니다. 먼저 나가세요.",
  "This invitation has expired: that party no longer exists.":
    "이 초대는 만료되었습니다: 그 파티는 더 이상 존재하지 않습니다.",
  "Only the party leader can invite hunters.": "파티장만 헌터를 초대할 수 있습니다.",
  "{hunterName} is already in a party.": "{hunterName}님은 이미 파티에 속해 있습니다.",
  "{hunterName} already has an invitation to your party.":
    "{hunterName}님은 이미 파티 초대를 받았습니다.",
  "{hunterName} invited you to join the party {name}.":
    "{hunterName}님이 파티 {name}에 초대했습니다.",
  "Invitation sent to {hunterName}.": "{hunterName}님에게 초대를 보냈습니다.",
  "You have already answered this invitation.": "이미 이 초대에 응답했습니다.",
  "You declined the invitation to {name}.": "{name} 초대를 거절했습니다.",
  "{hunterName} joined your party {name}.": "{hunterName}님이 파티 {name}에 참가했습니다.",
  "You joined {name}.": "{name}에 참가했습니다.",
  "You left {name}.": "{name}에서 나왔습니다.",
  "Only the party leader can remove a member.": "파티장만 파티원을 내보낼 수 있습니다.",
  "To leave your own party, use Leave Party.": "자신의 파티를 나가려면 파티 나가기를 사용하세요.",
  "That hunter is not in your party.": "그 헌터는 파티원이 아닙니다.",
  "{hunterName} removed you from {name}.": "{hunterName}님이 당신을 {name}에서 내보냈습니다.",
  "The leader removed you from {name}.": "리더가 당신을 {name}에서 내보냈습니다.",
  "{hunterName} was removed from the party.": "{hunterName}님을 파티에서 내보냈습니다.",
  "The requested hunter profile could not be found.": "요청한 헌터 프로필을 찾을 수 없습니다.",
  "Please choose an image file: a picture can only be one you uploaded.":
    "이미지 파일을 선택하세요: 사진은 직접 업로드한 것만 쓸 수 있습니다.",
  "That hunter has no avatar.": "그 헌터는 아바타가 없습니다.",
  "You are already reawakening: take the assessment.": "이미 재각성 중입니다: 평가를 받으세요.",
  "Leave the dungeon before reawakening.": "재각성하기 전에 던전에서 나오세요.",
  "You need {toLocaleString} more gold to reawaken.":
    "재각성하려면 골드가 {toLocaleString} 더 필요합니다.",
  "You have reawakened. Take the assessment again.": "재각성했습니다. 평가를 다시 받으세요.",
  "The subscription's endpoint is not a URL.": "구독의 엔드포인트가 URL이 아닙니다.",
  "The subscription's endpoint must be an https:// URL.":
    "구독의 엔드포인트는 https:// URL이어야 합니다.",
  "The subscription's endpoint is not a browser's push service.":
    "구독의 엔드포인트가 브라우저의 푸시 서비스가 아닙니다.",
  "Reminders are not set up on this server.": "이 서버에는 알림 리마인더가 설정되어 있지 않습니다.",
  "The subscription's p256dh key is not a P-256 public key.":
    "구독의 p256dh 키가 P-256 공개 키가 아닙니다.",
  "The subscription's auth secret must be 16 bytes.": "구독의 auth 비밀 값은 16바이트여야 합니다.",
  "This device will get reminders.": "이 기기로 리마인더를 받습니다.",
  "This device has no reminders to turn off.": "이 기기에는 끌 리마인더가 없습니다.",
  "This device will get no more reminders.": "이 기기로 더 이상 리마인더를 받지 않습니다.",
  "Your daily quest closes in 1 hour. Complete it to avoid the penalty.":
    "일일 퀘스트가 1시간 후에 마감됩니다. 페널티를 피하려면 완료하세요.",
  "Your daily quest closes in {hours} hours. Complete it to avoid the penalty.":
    "일일 퀘스트가 {hours}시간 후에 마감됩니다. 페널티를 피하려면 완료하세요.",
  "You have no rest day planned on {from}.": "{from}에 예정된 휴식일이 없습니다.",
  "You have no time away planned on {from}.": "{from}에 예정된 부재 기간이 없습니다.",
  "Your rest day has already begun; it can no longer be cancelled.":
    "휴식일이 이미 시작되어 더 이상 취소할 수 없습니다.",
  "Your time away has already begun; it can no longer be cancelled.":
    "부재 기간이 이미 시작되어 더 이상 취소할 수 없습니다.",
  "That task does not exist in this quest.": "이 퀘스트에 그런 과제는 없습니다.",
  "{task} has no count of reps to do in sets: tick it by hand.":
    "{task}에는 세트로 할 반복 횟수가 없습니다: 직접 체크하세요.",
  "This task counts {exercise}, not {exercise2}.":
    "이 과제는 {exercise2}이(가) 아니라 {exercise}을(를) 셉니다.",
  "That quest does not exist.": "그런 퀘스트는 없습니다.",
  "This quest is completed and locked.": "이 퀘스트는 완료되어 잠겼습니다.",
  "This quest has expired and is locked.": "이 퀘스트는 만료되어 잠겼습니다.",
  "Finish every task before completing this quest.":
    "이 퀘스트를 완료하기 전에 모든 과제를 끝내세요.",
  "Quest Complete!": "퀘스트 완료!",
  "{quest} complete: +{xp} XP, +{gold} gold.": "{quest} 완료: +{xp} XP, +{gold} 골드.",
  "You are uploading pictures too fast. Please try again in a few minutes.":
    "사진을 너무 빨리 올리고 있습니다. 몇 분 후 다시 시도해 주세요.",
  "This hunter is not accepting that from you.": "이 헌터는 당신의 그 요청을 받지 않습니다.",
  "You blocked this hunter. Unblock them first.": "이 헌터를 차단했습니다. 먼저 차단을 해제하세요.",
  "You cannot block yourself.": "자신을 차단할 수 없습니다.",
  "You cannot mute yourself.": "자신을 뮤트할 수 없습니다.",
  "{hunterName} is blocked.": "{hunterName}님을 차단했습니다.",
  "{hunterName} is muted.": "{hunterName}님을 뮤트했습니다.",
  "You have not muted or blocked that hunter.": "그 헌터를 뮤트하거나 차단하지 않았습니다.",
  "That listing is not in the auction.": "그 등록품은 경매장에 없습니다.",
  "That page cursor is not valid.": "페이지 커서가 올바르지 않습니다.",
  "You can have at most {OPEN_LISTINGS_MAX} open listings. Cancel one or wait for a sale.":
    "등록은 최대 {OPEN_LISTINGS_MAX}개까지 할 수 있습니다. 하나를 취소하거나 판매를 기다리세요.",
  "{item} is already listed in the auction.": "{item}은(는) 이미 경매장에 등록되어 있습니다.",
  "Unequip {item} before listing it.": "등록하기 전에 {item}의 장착을 해제하세요.",
  "You have only {quantity} {item} to list, not {quantity2}.":
    "등록할 수 있는 {item}은(는) {quantity2}개가 아니라 {quantity}개뿐입니다.",
  "{item} cannot be listed right now.": "{item}은(는) 지금 등록할 수 없습니다.",
  "That listing is no longer active.": "그 등록품은 더 이상 유효하지 않습니다.",
  "Listing withdrawn.": "등록을 취소했습니다.",
  "You cannot buy your own listing.": "자신의 등록품은 살 수 없습니다.",
  "That listing has already been sold or withdrawn.": "그 등록품은 이미 팔렸거나 취소되었습니다.",
  "Item has been added to your inventory!": "아이템이 인벤토리에 추가되었습니다!",
  "Not enough gold: {item} costs {price} gold and you have {gold}.":
    "골드 부족: {item}은(는) {price} 골드이고 보유 골드는 {gold}입니다.",
  "That item is not sold in the Hunter's Market.": "그 아이템은 헌터 마켓에서 팔지 않습니다.",
  "Locked: {item} needs rank {minRank}.": "잠김: {item}은(는) {minRank} 랭크가 필요합니다.",
  "Your account has been deleted.": "계정이 삭제되었습니다.",
  "Your time zone changed less than an hour ago; it can change again at {slice} UTC.":
    "시간대를 바꾼 지 한 시간이 지나지 않았습니다. {slice} UTC에 다시 바꿀 수 있습니다.",
  "You have not unlocked the title {title} yet.": "아직 칭호 {title}을(를) 해금하지 않았습니다.",
  "That watch link does not exist.": "그런 관전 링크는 없습니다.",
  "This fight has ended.": "이 전투는 끝났습니다.",
  "The server is restarting.": "서버가 다시 시작되고 있습니다.",
  "Your session has ended. Please sign in again.": "세션이 끝났습니다. 다시 로그인해 주세요.",
  "Too many watch connections from this address.": "이 주소에서 관전 연결이 너무 많습니다.",
  "This fight has as many watchers as it may have.": "이 전투는 관전자 수가 한도에 도달했습니다.",
  "Too many open connections for this hunter.": "이 헌터의 열린 연결이 너무 많습니다.",
  "That message is not one the server knows.": "서버가 모르는 메시지입니다.",
  "Something went wrong. Please try again.": "문제가 생겼습니다. 다시 시도해 주세요.",
  "Give the token a name.": "토큰 이름을 정하세요.",
  "A token's name is at most 60 characters.": "토큰 이름은 최대 60자입니다.",
  "Unknown token.": "알 수 없는 토큰입니다.",
  "Please enter a new password.": "새 비밀번호를 입력하세요.",
  "Password must be at least 6 characters long.": "비밀번호는 6자 이상이어야 합니다.",
  "Password must be at most {PASSWORD_MAX} characters long.":
    "비밀번호는 최대 {PASSWORD_MAX}자여야 합니다.",
  "Please enter your current password.": "현재 비밀번호를 입력하세요.",
  "Please enter your email address.": "이메일 주소를 입력하세요.",
  "Email address is too long.": "이메일 주소가 너무 깁니다.",
  "Please enter a valid email address.": "올바른 이메일 주소를 입력하세요.",
  "Hunter name must be at most {HUNTER_NAME_MAX} characters.":
    "헌터 이름은 최대 {HUNTER_NAME_MAX}자입니다.",
  "Please enter both email and password.": "이메일과 비밀번호를 모두 입력하세요.",
  "Please fill in all fields.": "모든 항목을 입력하세요.",
  "That battle id is not valid.": "전투 ID가 올바르지 않습니다.",
  "Attack must be light, heavy or combo.": "공격은 light, heavy, combo 중 하나여야 합니다.",
  "Reps must be a whole number.": "반복 횟수는 정수여야 합니다.",
  "Reps must be at least 1.": "반복 횟수는 1 이상이어야 합니다.",
  "Reps must be at most 100.": "반복 횟수는 최대 100입니다.",
  "That dungeon id is not valid.": "던전 ID가 올바르지 않습니다.",
  "Enemy index must be a whole number.": "적 번호는 정수여야 합니다.",
  "A message must be text.": "메시지는 텍스트여야 합니다.",
  "That pairing link is not valid.": "페어링 링크가 올바르지 않습니다.",
  "The code is {CONTROLLER_CODE_LENGTH} letters and digits.":
    "코드는 문자와 숫자 {CONTROLLER_CODE_LENGTH}자입니다.",
  "Choose an item to equip.": "장착할 아이템을 선택하세요.",
  "Slot must be one of: {join}.": "슬롯은 다음 중 하나여야 합니다: {join}.",
  "Choose an item to unequip.": "장착 해제할 아이템을 선택하세요.",
  "Choose a chest to open.": "열 상자를 선택하세요.",
  "Please enter a username.": "사용자 이름을 입력하세요.",
  "Please enter a message.": "메시지를 입력하세요.",
  "A message can be at most {FRIEND_MESSAGE_MAX} characters.":
    "메시지는 최대 {FRIEND_MESSAGE_MAX}자입니다.",
  "Please enter a guild name.": "길드 이름을 입력하세요.",
  "A guild name is at most {GUILD_NAME_MAX_LENGTH} characters.":
    "길드 이름은 최대 {GUILD_NAME_MAX_LENGTH}자입니다.",
  "A description is at most {GUILD_DESCRIPTION_MAX_LENGTH} characters.":
    "소개는 최대 {GUILD_DESCRIPTION_MAX_LENGTH}자입니다.",
  "A rank colour is a #rrggbb colour.": "랭크 색상은 #rrggbb 형식입니다.",
  "Invalid File: Please upload an image file.": "잘못된 파일: 이미지 파일을 업로드하세요.",
  "Please upload an insignia.": "문장을 업로드하세요.",
  "A rank needs a name.": "랭크에는 이름이 필요합니다.",
  "A rank name is at most 30 characters.": "랭크 이름은 최대 30자입니다.",
  "Permission level is 0 to 3.": "권한 레벨은 0부터 3까지입니다.",
  "The owner's rank needs a name.": "길드장 랭크에는 이름이 필요합니다.",
  "At most {MAX_WIZARD_RANKS} ranks.": "랭크는 최대 {MAX_WIZARD_RANKS}개입니다.",
  "That guild id is not valid.": "길드 ID가 올바르지 않습니다.",
  "That hunter id is not valid.": "헌터 ID가 올바르지 않습니다.",
  "Please enter an announcement.": "공지를 입력하세요.",
  "An announcement is at most 500 characters.": "공지는 최대 500자입니다.",
  "That member id is not valid.": "길드원 ID가 올바르지 않습니다.",
  "That rank id is not valid.": "랭크 ID가 올바르지 않습니다.",
  "That invitation id is not valid.": "초대 ID가 올바르지 않습니다.",
  'Answer the invitation with status "accepted" or "declined".':
    '초대에 status "accepted" 또는 "declined"로 응답하세요.',
  "{name} must be a whole number from {min} to {max}.":
    "{name}은(는) {min}부터 {max}까지의 정수여야 합니다.",
  "A battle lasts at most {HEART_RATE_MAX_SECONDS} seconds; the zones add up to {total}.":
    "전투는 최대 {HEART_RATE_MAX_SECONDS}초입니다. 구간 합계는 {total}입니다.",
  "Choose an item to use.": "사용할 아이템을 선택하세요.",
  "Period must be alltime, monthly or weekly.":
    "기간은 alltime, monthly, weekly 중 하나여야 합니다.",
  "Rank must be one of S, A, B, C, D, E.": "랭크는 S, A, B, C, D, E 중 하나여야 합니다.",
  "Search at most 40 characters.": "검색어는 최대 40자입니다.",
  "Limit must be a number.": "Limit은 숫자여야 합니다.",
  "Limit must be a whole number.": "Limit은 정수여야 합니다.",
  "Limit must be at least 1.": "Limit은 1 이상이어야 합니다.",
  "Limit can be at most {THREAD_PAGE_MAX}.": "Limit은 최대 {THREAD_PAGE_MAX}입니다.",
  "That run id is not valid.": "런 ID가 올바르지 않습니다.",
  "Latitude must be a number from -90 to 90.": "위도는 -90부터 90까지의 숫자여야 합니다.",
  "Longitude must be a number from -180 to 180.": "경도는 -180부터 180까지의 숫자여야 합니다.",
  "Accuracy must be a number of metres from 0 to 100000.":
    "정확도는 0부터 100000까지의 미터 값이어야 합니다.",
  "Timestamp must be the reading's time in milliseconds since 1970.":
    "Timestamp는 1970년 이후 밀리초로 나타낸 측정 시각이어야 합니다.",
  "That id is not valid.": "ID가 올바르지 않습니다.",
  "Push-ups must be a whole number from {min} to {max}.":
    "팔굽혀펴기는 {min}부터 {max}까지의 정수여야 합니다.",
  "Sit-ups must be a whole number from {min} to {max}.":
    "윗몸일으키기는 {min}부터 {max}까지의 정수여야 합니다.",
  "Plank time must be a whole number from {min} to {max}.":
    "플랭크 시간은 {min}부터 {max}까지의 정수여야 합니다.",
  "Exercise frequency must be one of: {join}.": "운동 빈도는 다음 중 하나여야 합니다: {join}.",
  "Fitness goal must be one of: {join}.": "운동 목표는 다음 중 하나여야 합니다: {join}.",
  "Class must be one of: {join}.": "클래스는 다음 중 하나여야 합니다: {join}.",
  "Please enter a party name.": "파티 이름을 입력하세요.",
  "Not all party members confirmed. Dungeon entry cancelled.":
    "모든 파티원이 확인하지 않았습니다. 던전 입장이 취소되었습니다.",
  "A party name has at most 40 characters.": "파티 이름은 최대 40자입니다.",
  "Choose one hunter to invite (inviteeId or hunterName).":
    "초대할 헌터 한 명을 선택하세요 (inviteeId 또는 hunterName).",
  "Answer accepted or declined.": "accepted 또는 declined로 응답하세요.",
  "Answer confirmed: true or false.": "confirmed로 응답하세요: true 또는 false.",
  "Hunter name cannot be empty.": "헌터 이름은 비워 둘 수 없습니다.",
  "Send a hunterName or a profileImageUrl.": "hunterName 또는 profileImageUrl을 보내세요.",
  "Quiet hours are a time like 22:00.": "방해 금지 시간은 22:00 같은 시각입니다.",
  "Choose how many hours before the daily quest closes.":
    "일일 퀘스트 마감 몇 시간 전에 알릴지 선택하세요.",
  "Choose a whole number of hours.": "시간을 정수로 선택하세요.",
  "Choose between 1 and 12 hours.": "1에서 12시간 사이로 선택하세요.",
  "Quiet hours need both a start and an end.": "방해 금지 시간에는 시작과 끝이 모두 필요합니다.",
  "The subscription's {what} key is missing.": "구독의 {what} 키가 없습니다.",
  "The subscription's {what} key is not base64url.": "구독의 {what} 키가 base64url이 아닙니다.",
  "The subscription's endpoint is too long.": "구독의 엔드포인트가 너무 깁니다.",
  "The subscription's keys are missing.": "구독의 키가 없습니다.",
  "Say which subscription to remove.": "어떤 구독을 삭제할지 지정하세요.",
  "That quest id is not valid.": "퀘스트 ID가 올바르지 않습니다.",
  "{field} must be a day written YYYY-MM-DD.": "{field}은(는) YYYY-MM-DD 형식의 날짜여야 합니다.",
  "A reason can be at most {REPORT_REASON_MAX} characters.":
    "사유는 최대 {REPORT_REASON_MAX}자입니다.",
  "Choose an item to buy.": "구매할 아이템을 선택하세요.",
  "Page size must be a whole number from 1 to {AUCTION_PAGE_MAX}.":
    "페이지 크기는 1부터 {AUCTION_PAGE_MAX}까지의 정수여야 합니다.",
  "Choose an item to list.": "등록할 아이템을 선택하세요.",
  "Invalid Price: the most an item can cost is 100,000,000 gold.":
    "잘못된 가격: 아이템 가격은 최대 100,000,000 골드입니다.",
  "Description must be at most 500 characters.": "설명은 최대 500자여야 합니다.",
  "Quantity must be a whole number of at least 1.": "수량은 1 이상의 정수여야 합니다.",
  "Choose a listing to buy.": "구매할 등록품을 선택하세요.",
  "Choose a listing to withdraw.": "취소할 등록품을 선택하세요.",
  "{name} must be a whole number.": "{name}은(는) 정수여야 합니다.",
  "Timezone must be an IANA time zone name such as Asia/Kathmandu.":
    "시간대는 Asia/Kathmandu 같은 IANA 시간대 이름이어야 합니다.",
  "Timezone is not a known IANA time zone.": "알려진 IANA 시간대가 아닙니다.",
  "Region must be one of: {join}.": "지역은 다음 중 하나여야 합니다: {join}.",
  "Language must be one of: {join}.": "언어는 다음 중 하나여야 합니다: {join}.",
  "Title must be one of: {join}.": "칭호는 다음 중 하나여야 합니다: {join}.",
  "That watch link is not valid.": "관전 링크가 올바르지 않습니다.",
  "Completed in {elapsedSeconds} s; this work takes at least {minimumSeconds} s.":
    "{elapsedSeconds}초 만에 완료했습니다. 이 운동은 최소 {minimumSeconds}초가 걸립니다.",
  "You need {cost} energy to generate this quest.":
    "이 퀘스트를 생성하려면 에너지 {cost}이(가) 필요합니다.",
  "Cannot equip {type} in {slot} slot.": "{type}은(는) {slot} 슬롯에 장착할 수 없습니다.",
  "The average heart rate cannot be above the maximum.":
    "평균 심박수는 최대 심박수보다 높을 수 없습니다.",
  "A heart-rate summary needs at least one second in a zone.":
    "심박 요약에는 한 구간에 최소 1초가 필요합니다.",
  "Time in a zone above the maximum heart rate's zone is not possible.":
    "최대 심박수 구간보다 높은 구간의 시간은 있을 수 없습니다.",
  "The average heart rate lies outside the zones with time in them.":
    "평균 심박수가 시간이 기록된 구간 밖에 있습니다.",
  "Hunter names cannot contain invisible or text-direction characters.":
    "헌터 이름에는 보이지 않는 문자나 텍스트 방향 문자를 쓸 수 없습니다.",
  "Party names cannot contain invisible or text-direction characters.":
    "파티 이름에는 보이지 않는 문자나 텍스트 방향 문자를 쓸 수 없습니다.",
  "Guild names cannot contain invisible or text-direction characters.":
    "길드 이름에는 보이지 않는 문자나 텍스트 방향 문자를 쓸 수 없습니다.",
  "You have sent this hunter too many friend requests. Try again in a few minutes.":
    "이 헌터에게 친구 요청을 너무 많이 보냈습니다. 몇 분 후 다시 시도해 주세요.",
  "You have invited this hunter too often. Try again in a few minutes.":
    "이 헌터를 너무 자주 초대했습니다. 몇 분 후 다시 시도해 주세요.",
  "You are sending this hunter messages too fast. Wait a minute.":
    "이 헌터에게 메시지를 너무 빨리 보내고 있습니다. 1분 기다리세요.",
  "That day has already begun on your clock; plan a rest day before it starts.":
    "그날은 당신의 시계로 이미 시작되었습니다. 휴식일은 시작 전에 계획하세요.",
  "That day is in the past.": "그날은 이미 지났습니다.",
  "Plan at most {PLAN_AHEAD_DAYS} days ahead.":
    "최대 {PLAN_AHEAD_DAYS}일 앞까지 계획할 수 있습니다.",
  "You already rest on {from}.": "이미 {from}에 휴식합니다.",
  "You are already away from {from} to {to}.": "이미 {from}부터 {to}까지 자리를 비웁니다.",
  "You already have a rest day in the week of {date}; one a week at most.":
    "{date} 주에 이미 휴식일이 있습니다. 휴식일은 일주일에 한 번까지입니다.",
  "The last day comes before the first.": "마지막 날이 첫날보다 앞섭니다.",
  "Time away lasts {AWAY_MIN_DAYS} to {AWAY_MAX_DAYS} days; this is {days}.":
    "부재 기간은 {AWAY_MIN_DAYS}일에서 {AWAY_MAX_DAYS}일입니다. 이번은 {days}일입니다.",
  "Time away is once a month: yours from {from} starts less than {AWAY_GAP_DAYS} days from this one.":
    "부재는 한 달에 한 번입니다: {from}부터의 부재가 이번 것과 {AWAY_GAP_DAYS}일 미만으로 떨어져 있습니다.",
  "Too fast: {reps} reps take at least {atLeast} s; this set says {says} s.":
    "너무 빠릅니다: {reps}회에는 최소 {atLeast}초가 걸립니다. 이 세트는 {says}초라고 합니다.",
  "Too fast: {reps} reps take at least {atLeast} s; only {passed} s passed since your last set.":
    "너무 빠릅니다: {reps}회에는 최소 {atLeast}초가 걸립니다. 마지막 세트 후 {passed}초밖에 지나지 않았습니다.",
  "Reset your RepGate password": "RepGate 비밀번호 재설정",
  "Set a new password here (the link works once, for 30 minutes):":
    "여기에서 새 비밀번호를 설정하세요 (링크는 30분 동안 한 번만 쓸 수 있습니다):",
  "1 notification marked as read.": "알림 1개를 읽음으로 표시했습니다.",
  "{updated} notifications marked as read.": "알림 {updated}개를 읽음으로 표시했습니다.",
  "Friend Request Accepted": "친구 요청 수락",
  "Friend Request": "친구 요청",
  "Message from {hunterName}": "{hunterName}님의 메시지",
  "Guild Invitation": "길드 초대",
  "Kicked from Guild": "길드에서 추방됨",
  "Dungeon Entry Cancelled": "던전 입장 취소",
  "Party Dungeon Confirmation": "파티 던전 확인",
  "Party Invitation": "파티 초대",
  "Party Invitation Accepted": "파티 초대 수락",
  "Removed from Party": "파티에서 제외됨",
  "Daily Quest": "일일 퀘스트",
  "This Gate Break is over.": "이 게이트 브레이크는 끝났습니다.",
  "This Gate Break is not open.": "이 게이트 브레이크는 열려 있지 않습니다.",
  "This Gate Break is over, or its boss has fallen.":
    "이 게이트 브레이크는 끝났거나 보스가 쓰러졌습니다.",
  "The boss has fallen. Rewards go to every hunter who dealt damage.":
    "보스가 쓰러졌습니다. 피해를 준 모든 헌터에게 보상이 지급됩니다.",
  "That Gate Break does not exist.": "그런 게이트 브레이크는 없습니다.",
  "You already joined this Gate Break.": "이미 이 게이트 브레이크에 참가했습니다.",
  "You are already in a dungeon. Finish it or run away first.":
    "이미 던전에 있습니다. 먼저 끝내거나 도망치세요.",
  "You joined {event}. {boss} towers over the city!":
    "{event}에 참가했습니다. {boss}이(가) 도시 위로 우뚝 솟아 있습니다!",
  "A Gate Break lasts more than 0 and at most {MAX_HOURS} hours.":
    "게이트 브레이크는 0시간보다 길고 최대 {MAX_HOURS}시간 동안 열립니다.",
  "Gate Break: {boss}": "게이트 브레이크: {boss}",
  "{event}: the boss has fallen. Rewards go to every hunter who dealt damage.":
    "{event}: 보스가 쓰러졌습니다. 피해를 준 모든 헌터에게 보상이 지급됩니다.",
  "{event} is over. The boss still stands.": "{event}이(가) 끝났습니다. 보스는 아직 서 있습니다.",
  "That Gate Break is already scheduled.": "그 게이트 브레이크는 이미 예정되어 있습니다.",
  "Too many controller connections from this address.":
    "이 주소에서 컨트롤러 연결이 너무 많습니다.",
  "A controller sends only its reps: that message is not one it may send.":
    "컨트롤러는 반복 횟수만 보낼 수 있습니다. 그 메시지는 보낼 수 없습니다.",
};
