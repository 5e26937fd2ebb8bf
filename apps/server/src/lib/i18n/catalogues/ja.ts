import type { Catalogue } from "../translate.ts";

/** Japanese: every server message (docs/i18n.md). Keys are the English text. */
export const ja: Catalogue = {
  "The request body is not valid JSON.": "リクエスト本文が正しいJSONではありません。",
  "The request body is empty; send a JSON object or no Content-Type.":
    "リクエスト本文が空です。JSONオブジェクトを送るか、Content-Typeを付けないでください。",
  "The request body is too large.": "リクエスト本文が大きすぎます。",
  "Send the request body as JSON (Content-Type: application/json).":
    "リクエスト本文はJSONで送ってください (Content-Type: application/json)。",
  "The request's Content-Length does not match its body.":
    "リクエストのContent-Lengthが本文と一致しません。",
  "The request is not valid.": "リクエストが正しくありません。",
  "The game cannot reach its database right now. Please try again in a moment.":
    "現在ゲームがデータベースに接続できません。しばらくしてからもう一度お試しください。",
  "Something went wrong on our side. Please try again.":
    "サーバー側で問題が発生しました。もう一度お試しください。",
  "That address is too long.": "そのアドレスは長すぎます。",
  "That address is not valid.": "そのアドレスは正しくありません。",
  "You are not signed in.": "ログインしていません。",
  "This access token is not valid: revoked or unknown.":
    "このアクセストークンは無効です: 取り消されたか、不明なトークンです。",
  "Access tokens cannot be used for this call. Sign in to the app instead.":
    "この操作にはアクセストークンを使えません。アプリでログインしてください。",
  'This token may only read. Make a "play" token for game actions.':
    "このトークンは読み取り専用です。ゲーム操作には「play」トークンを作成してください。",
  "Finish your awakening and choose a class before entering a gate.":
    "ゲートに入る前に覚醒を終えてクラスを選んでください。",
  "Finish your awakening (accept, assessment, profile and class) before you play.":
    "プレイする前に覚醒(承諾、評価、プロフィール、クラス)を終えてください。",
  "One picture at a time: wait for the upload in progress.":
    "画像は一度に1枚です: 進行中のアップロードをお待ちください。",
  "Too many pictures are being uploaded from your network at once. Please wait for them to finish.":
    "あなたのネットワークから同時にアップロードされている画像が多すぎます。完了までお待ちください。",
  "The server is busy with other pictures. Please try again in a few seconds.":
    "サーバーは他の画像を処理中です。数秒後にもう一度お試しください。",
  "Text cannot contain the NUL character (\\u0000).": "テキストにNUL文字(\\u0000)は使えません。",
  "The request is nested too deeply.": "リクエストの入れ子が深すぎます。",
  "The request body must be a JSON object.":
    "リクエスト本文はJSONオブジェクトである必要があります。",
  "This request came from another site and was refused.":
    "このリクエストは別のサイトから送られたため拒否されました。",
  "That image is {width} × {height} pixels; the limit is {value} megapixels. Please choose a smaller one.":
    "その画像は{width} × {height}ピクセルです。上限は{value}メガピクセルです。もっと小さい画像を選んでください。",
  "You have {MAX_ACCESS_TOKENS} tokens already. Revoke one before making another.":
    "トークンはすでに{MAX_ACCESS_TOKENS}個あります。新しく作る前に1つ取り消してください。",
  "No such token.": "そのトークンはありません。",
  "This token made too many requests. Please wait a minute and try again.":
    "このトークンのリクエストが多すぎます。1分待ってからもう一度お試しください。",
  "Enter your password to delete your account.":
    "アカウントを削除するにはパスワードを入力してください。",
  "Your password is not correct.": "パスワードが正しくありません。",
  "You can download your data {EXPORTS_PER_HOUR} times an hour. Please try again later.":
    "データのダウンロードは1時間に{EXPORTS_PER_HOUR}回までです。後でもう一度お試しください。",
  "Too many reset requests. Please wait 15 minutes and try again.":
    "リセットの要求が多すぎます。15分待ってからもう一度お試しください。",
  "This reset link is not valid. Ask for a new one.":
    "このリセットリンクは無効です。新しいリンクを要求してください。",
  "This reset link has already been used. Ask for a new one.":
    "このリセットリンクはすでに使用されています。新しいリンクを要求してください。",
  "A newer reset link has been sent. Use the link in the latest email.":
    "より新しいリセットリンクが送信されました。最新のメールのリンクを使ってください。",
  "This reset link has expired. Ask for a new one.":
    "このリセットリンクは期限切れです。新しいリンクを要求してください。",
  "If an account exists for that email, a link to reset the password is on its way. It works for 30 minutes.":
    "そのメールアドレスのアカウントがあれば、パスワードリセット用のリンクが届きます。リンクは30分間有効です。",
  "This server does not send email. Ask the operator of this server for a password reset link.":
    "このサーバーはメールを送信しません。サーバーの運営者にパスワードリセット用のリンクを依頼してください。",
  "Someone (hopefully you) asked to reset the password of your RepGate hunter.":
    "誰か(おそらくあなた)がRepGateのハンターのパスワードリセットを要求しました。",
  "If you did not ask for this, ignore this email: your password stays as it is.":
    "心当たりがなければこのメールは無視してください。パスワードは変わりません。",
  "Your current password is not correct.": "現在のパスワードが正しくありません。",
  "Too many attempts. Please wait a minute and try again.":
    "試行回数が多すぎます。1分待ってからもう一度お試しください。",
  "Your account no longer exists.": "あなたのアカウントはもう存在しません。",
  "Password changed. Every other session has been signed out.":
    "パスワードを変更しました。他のすべてのセッションはログアウトされました。",
  "Session signed out.": "セッションをログアウトしました。",
  "Every other session has been signed out.": "他のすべてのセッションはログアウトされました。",
  "That session does not exist.": "そのセッションは存在しません。",
  "Achievement Unlocked!": "実績解除!",
  "Logged out.": "ログアウトしました。",
  "Invalid email or password.": "メールアドレスまたはパスワードが正しくありません。",
  "The hunter name {hunterName} is already taken.":
    "ハンター名{hunterName}はすでに使われています。",
  "A hunter with this email already exists.": "このメールアドレスのハンターはすでに存在します。",
  "Too many failed sign-ins for this account. Please wait 15 minutes and try again.":
    "このアカウントのログイン失敗が多すぎます。15分待ってからもう一度お試しください。",
  "{skill} takes {reps} reps, not {reps2}.": "{skill}は{reps2}回ではなく{reps}回です。",
  "Critical hit! {skill} hits {monster} for {damage} damage (Berserk x2).":
    "会心の一撃!{skill}で{monster}に{damage}のダメージ(バーサーク x2)。",
  "Critical hit! {skill} hits {monster} for {damage} damage.":
    "会心の一撃!{skill}で{monster}に{damage}のダメージ。",
  "{skill} hits {monster} for {damage} damage (Berserk x2).":
    "{skill}で{monster}に{damage}のダメージ(バーサーク x2)。",
  "{skill} hits {monster} for {damage} damage.": "{skill}で{monster}に{damage}のダメージ。",
  "Time's Up! The 30-minute battle timer has expired. You have been defeated!":
    "時間切れ!30分の戦闘タイマーが終了しました。あなたは敗北しました!",
  "That battle does not exist.": "その戦闘は存在しません。",
  "This battle is already over.": "この戦闘はすでに終わっています。",
  "{monster} is already defeated. Claim your victory first.":
    "{monster}はすでに倒されています。先に勝利報酬を受け取ってください。",
  "Too fast: {reps} reps take at least {seconds} s. Do every rep, then strike.":
    "速すぎます: {reps}回には最低{seconds}秒かかります。すべての回数をこなしてから攻撃してください。",
  "No monster is waiting for you. Win a battle of a dungeon run first.":
    "待っているモンスターはいません。まずダンジョン攻略の戦闘に勝利してください。",
  "You are on a movement run. Finish or abandon it first.":
    "ムーブメントラン中です。先に終えるか中止してください。",
  "Next enemy: {monster} appears!": "次の敵: {monster}が現れた!",
  "{monster} appears!": "{monster}が現れた!",
  "You are already in a battle. Finish it or run away first.":
    "すでに戦闘中です。終えるか、先に逃げてください。",
  "The next enemy arrives in 1 second. Catch your breath!":
    "次の敵は1秒後に来ます。息を整えてください!",
  "The next enemy arrives in {left} seconds. Catch your breath!":
    "次の敵は{left}秒後に来ます。息を整えてください!",
  "That is not the next monster of your run.": "それはランの次のモンスターではありません。",
  "Defeat! You have been defeated.": "敗北!あなたは倒されました。",
  "You are already on a movement run. Finish or abandon it first.":
    "すでにムーブメントラン中です。先に終えるか中止してください。",
  "That dungeon does not exist.": "そのダンジョンは存在しません。",
  "This dungeon has expired.": "このダンジョンは期限切れです。",
  "This gate has not opened yet.": "このゲートはまだ開いていません。",
  "You entered {dungeon}. {monster} appears!": "{dungeon}に入りました。{monster}が現れた!",
  "This is not a party battle.": "これはパーティー戦闘ではありません。",
  "A party can only enter combat dungeons together.":
    "パーティーで一緒に入れるのは戦闘ダンジョンだけです。",
  "Your party entered {dungeon}. {monster} appears!":
    "パーティーが{dungeon}に入りました。{monster}が現れた!",
  "{monster} is defeated!": "{monster}を倒した!",
  "{monster} strikes back, but Iron Wall blocks it!": "{monster}の反撃を鉄壁が防いだ!",
  "{monster} strikes back for {damage} damage!": "{monster}の反撃で{damage}のダメージ!",
  "Defeat! {monster} struck you down.": "敗北!{monster}に倒されました。",
  "{message} {monster} is defeated!": "{message} {monster}を倒した!",
  "{message} Iron Wall blocks {monster}'s counter-attack!":
    "{message} 鉄壁が{monster}の反撃を防いだ!",
  "{message} {monster} strikes back for {damage}!":
    "{message} {monster}の反撃で{damage}のダメージ!",
  "You escaped from {monster}. No rewards this time.":
    "{monster}から逃げました。今回は報酬なしです。",
  "Failed to Escape! {monster} attacks while you are distracted for {damage} damage.":
    "逃走失敗!隙を突かれ、{monster}の攻撃で{damage}のダメージ。",
  "You try to run away...": "逃げようとしている...",
  "{text} Defeat!": "{text} 敗北!",
  "You have already claimed this victory.": "この勝利の報酬はすでに受け取っています。",
  "{monster} is still standing. Keep fighting!": "{monster}はまだ立っている。戦い続けろ!",
  "Victory! +{xpGained} XP, +{killGold} gold.": "勝利!+{xpGained} XP、+{killGold}ゴールド。",
  "{dungeon} cleared! +{dungeonXp} XP, +{dungeonGold} gold.":
    "{dungeon}クリア!+{dungeonXp} XP、+{dungeonGold}ゴールド。",
  "You found {item}!": "{item}を見つけた!",
  "{monster} defeated! Next Enemy Approaching: {monster2}.":
    "{monster}を撃破!次の敵が接近中: {monster2}。",
  "Dungeon cleared! {dungeon} is conquered.": "ダンジョンクリア!{dungeon}を制覇した。",
  "Choose a class to use magic.": "魔法を使うにはクラスを選んでください。",
  "You have already used {skill} in this battle.": "この戦闘ではすでに{skill}を使いました。",
  "You cast {skill}: your next attack deals double damage.":
    "{skill}を発動: 次の攻撃のダメージが2倍になる。",
  "You cast {skill}: the next counter-attack is blocked.": "{skill}を発動: 次の反撃を防ぐ。",
  "You cast {skill} and restore {healing} HP.": "{skill}を発動し、HPを{healing}回復した。",
  "That message does not exist.": "そのメッセージは存在しません。",
  "You cannot report your own message.": "自分のメッセージは通報できません。",
  "You have reported a lot this hour. Try again later.":
    "この1時間に多くの通報をしました。後でもう一度お試しください。",
  "Thank you. The message was reported.": "ありがとうございます。メッセージを通報しました。",
  "Unable to send message: give the text and a chat type.":
    "メッセージを送れません: 本文とチャットの種類を指定してください。",
  "A message cannot be empty.": "メッセージを空にはできません。",
  "A message can be at most {CHAT_MAX_LENGTH} characters.":
    "メッセージは最大{CHAT_MAX_LENGTH}文字です。",
  "You are sending messages too fast. Wait a few seconds.":
    "メッセージの送信が速すぎます。数秒待ってください。",
  "This phone is not a controller. Scan the code on the big screen again.":
    "このスマホはコントローラーではありません。大画面のコードをもう一度読み取ってください。",
  "This controller has ended. Pair again from the big screen to play on.":
    "このコントローラーは終了しました。続けるには大画面からもう一度ペアリングしてください。",
  "The battle is over. Pair again from the big screen for the next one.":
    "戦闘は終わりました。次の戦闘は大画面からもう一度ペアリングしてください。",
  "This pairing link has expired or was already used. Make a new one on the big screen.":
    "このペアリングリンクは期限切れか使用済みです。大画面で新しく作ってください。",
  "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.":
    "そのコードのペアリングはありません: 入力ミスか期限切れの可能性があります。大画面で新しく作ってください。",
  "Start a battle first: a controller plays one battle.":
    "まず戦闘を始めてください: 1つのコントローラーで1つの戦闘をプレイします。",
  "Too many wrong pairing codes. Please wait a few minutes and try again.":
    "間違ったペアリングコードが多すぎます。数分待ってからもう一度お試しください。",
  "That battle is already over.": "その戦闘はすでに終わっています。",
  "This phone is now your controller.": "このスマホがあなたのコントローラーになりました。",
  "You entered {dungeon}.": "{dungeon}に入りました。",
  "Could not find a user with that username.": "そのユーザー名のユーザーは見つかりませんでした。",
  "That hunter does not exist.": "そのハンターは存在しません。",
  "That friend request does not exist.": "そのフレンド申請は存在しません。",
  "You are already friends.": "すでにフレンドです。",
  "{hunterName} accepted your friend request.": "{hunterName}さんがフレンド申請を承認しました。",
  "You cannot send a friend request to yourself.": "自分にフレンド申請は送れません。",
  "{hunterName} wants to be your friend.": "{hunterName}さんがフレンドになりたがっています。",
  "Friend request sent to {hunterName}.": "{hunterName}さんにフレンド申請を送りました。",
  "Please try again.": "もう一度お試しください。",
  "You are already friends with {hunterName}.": "{hunterName}さんとはすでにフレンドです。",
  "A friend request to {hunterName} is already pending.":
    "{hunterName}さんへのフレンド申請はすでに保留中です。",
  "You and {hunterName} are now friends.": "{hunterName}さんとフレンドになりました。",
  "Only the hunter who received this request can answer it.":
    "この申請に応答できるのは受け取ったハンターだけです。",
  "Friend request accepted.": "フレンド申請を承認しました。",
  "Friend request declined.": "フレンド申請を拒否しました。",
  "You are not friends with that hunter.": "そのハンターとはフレンドではありません。",
  "Friend removed.": "フレンドを削除しました。",
  "You can only message your friends.": "メッセージを送れるのはフレンドだけです。",
  "Message sent.": "メッセージを送信しました。",
  "You are not in a guild.": "ギルドに入っていません。",
  "Your guild rank does not allow that.": "あなたのギルドランクではそれはできません。",
  "This invitation has expired: that guild no longer exists.":
    "この招待は期限切れです: そのギルドはもう存在しません。",
  "This invitation has expired.": "この招待は期限切れです。",
  "That invitation does not exist.": "その招待は存在しません。",
  "That invitation was already answered.": "その招待はすでに応答済みです。",
  "Invitation declined.": "招待を辞退しました。",
  "Guild Joined! Welcome to {name}.": "ギルドに加入!{name}へようこそ。",
  "You are already in a guild.": "すでにギルドに入っています。",
  "Insufficient Gold: You need 10,000 gold to create a guild.":
    "ゴールド不足: ギルドを作るには10,000ゴールドが必要です。",
  "Sign in to continue.": "続けるにはログインしてください。",
  "A guild with that name already exists.": "その名前のギルドはすでに存在します。",
  "Guild Created!": "ギルド設立!",
  "Only the guild owner sets permission levels.":
    "権限レベルを設定できるのはギルドマスターだけです。",
  "Message deleted.": "メッセージを削除しました。",
  "That rank does not exist.": "そのランクは存在しません。",
  "The owner rank cannot be deleted.": "ギルドマスターのランクは削除できません。",
  "A guild keeps at least one rank below the owner's.":
    "ギルドにはマスターより下のランクが少なくとも1つ必要です。",
  "That hunter is not banned from your guild.": "そのハンターはギルドから追放されていません。",
  "Ban lifted. That hunter may join your guild again.":
    "追放を解除しました。そのハンターは再びギルドに加入できます。",
  "That insignia was not uploaded here. Upload it again.":
    "その紋章はここでアップロードされていません。もう一度アップロードしてください。",
  "You cannot invite yourself.": "自分を招待することはできません。",
  "That hunter is already in a guild.": "そのハンターはすでにギルドに入っています。",
  "That hunter already has an invitation to your guild.":
    "そのハンターはすでにあなたのギルドへの招待を受けています。",
  "{hunterName} invites you to join {name}.": "{hunterName}さんが{name}への加入に招待しています。",
  "A hunter invites you to join {name}.": "あるハンターが{name}への加入に招待しています。",
  "Invitation sent.": "招待を送りました。",
  "You were kicked from this guild. You can join it again only by accepting an invitation from it.":
    "このギルドから追放されました。再加入するにはこのギルドからの招待を承諾する必要があります。",
  "That hunter is not in your guild.": "そのハンターはあなたのギルドにいません。",
  "You cannot kick a member of your rank or above.":
    "自分と同じかそれ以上のランクのメンバーは追放できません。",
  "You were removed from {name}. You can join it again only if invited.":
    "{name}から外されました。再加入するには招待が必要です。",
  "The guild owner cannot leave the guild.": "ギルドマスターはギルドを脱退できません。",
  "That guild no longer exists.": "そのギルドはもう存在しません。",
  "That guild is full.": "そのギルドは満員です。",
  "This invitation has expired: its sender left the guild.":
    "この招待は期限切れです: 送り主がギルドを脱退しました。",
  "This invitation has expired: its sender may no longer invite to the guild.":
    "この招待は期限切れです: 送り主はもうギルドに招待できません。",
  "Your rank cannot kick members, so you cannot give that power to a rank.":
    "あなたのランクはメンバーを追放できないため、その権限をランクに与えられません。",
  "Your rank cannot send announcements, so you cannot give that power to a rank.":
    "あなたのランクはお知らせを送れないため、その権限をランクに与えられません。",
  "Your rank cannot delete messages, so you cannot give that power to a rank.":
    "あなたのランクはメッセージを削除できないため、その権限をランクに与えられません。",
  "Your rank cannot edit the guild, so you cannot give that power to a rank.":
    "あなたのランクはギルドを編集できないため、その権限をランクに与えられません。",
  "Your rank cannot manage ranks, so you cannot give that power to a rank.":
    "あなたのランクはランクを管理できないため、その権限をランクに与えられません。",
  "Requires Level 3: Edit Guild and Manage Ranks need permission level 3.":
    "レベル3が必要: ギルド編集とランク管理には権限レベル3が必要です。",
  "The new name must be different from the current one.":
    "新しい名前は現在の名前と異なる必要があります。",
  "You need 500 gold to change the guild name.": "ギルド名の変更には500ゴールドが必要です。",
  "No such insignia.": "その紋章はありません。",
  "You can only change the rank of members below your own.":
    "ランクを変更できるのは自分より下のメンバーだけです。",
  "You can only give a rank below your own.": "与えられるのは自分より下のランクだけです。",
  "Member rank updated.": "メンバーのランクを更新しました。",
  "The owner rank cannot be edited.": "ギルドマスターのランクは編集できません。",
  "This instance is shutting down.": "このインスタンスは停止中です。",
  "The database is not reachable.": "データベースに接続できません。",
  "That battle was not found.": "その戦闘は見つかりませんでした。",
  "That battle is too old for a heart-rate summary.":
    "その戦闘は古すぎて心拍数の記録はできません。",
  "The summary measures {measured} seconds, but the battle began {floor} seconds ago.":
    "記録は{measured}秒分ありますが、戦闘は{floor}秒前に始まりました。",
  "This battle's heart rate is already recorded.": "この戦闘の心拍数はすでに記録されています。",
  "Heart rate recorded.": "心拍数を記録しました。",
  "That item is not in your inventory.": "そのアイテムはインベントリにありません。",
  "{item} is listed in the auction.": "{item}はオークションに出品中です。",
  "{item} is not a chest.": "{item}は宝箱ではありません。",
  "{item} cannot be opened.": "{item}は開けられません。",
  "You have no {item} left.": "{item}はもう残っていません。",
  "You opened {item} and found {join}.": "{item}を開けて{join}を手に入れた。",
  "{item} cannot be used.": "{item}は使えません。",
  "Your HP is already full.": "HPはすでに満タンです。",
  "You used {item} and restored {healingAmount} HP.": "{item}を使ってHPを{healingAmount}回復した。",
  "Thread read.": "スレッドを既読にしました。",
  "That movement run does not exist.": "そのムーブメントランは存在しません。",
  "This movement run is already over.": "このムーブメントランはすでに終わっています。",
  "Notification marked as read.": "通知を既読にしました。",
  "Notification deleted.": "通知を削除しました。",
  "That notification does not exist.": "その通知は存在しません。",
  "Accept the Player qualification before the assessment.":
    "評価の前にプレイヤー資格を承諾してください。",
  "You have already completed the assessment.": "評価はすでに完了しています。",
  "You can only choose your own class.": "選べるのは自分のクラスだけです。",
  "Complete the assessment before choosing a class.": "クラスを選ぶ前に評価を完了してください。",
  "You have already chosen a class.": "クラスはすでに選んでいます。",
  "Complete the assessment before your profile.": "プロフィールの前に評価を完了してください。",
  "That dungeon confirmation does not exist.": "そのダンジョン確認は存在しません。",
  "Only the party leader can lead the party into a dungeon.":
    "パーティーをダンジョンに導けるのはリーダーだけです。",
  "Your party needs a second hunter. Enter alone instead.":
    "パーティーには2人目のハンターが必要です。代わりに1人で入ってください。",
  "Your party is already answering a dungeon request.":
    "パーティーはすでにダンジョンの要請に応答中です。",
  "{hunterName} wants to enter {dungeon} (rank {rank}) with the party. Confirm within {minutes} minutes.":
    "{hunterName}さんがパーティーで{dungeon}(ランク{rank})に入ろうとしています。{minutes}分以内に確認してください。",
  "Your leader wants to enter {dungeon} (rank {rank}) with the party. Confirm within {minutes} minutes.":
    "リーダーがパーティーで{dungeon}(ランク{rank})に入ろうとしています。{minutes}分以内に確認してください。",
  "Dungeon Entered!": "ダンジョンに突入!",
  "Waiting for the rest of the party to confirm.": "他のパーティーメンバーの確認を待っています。",
  "{hunterName} is already in a battle. Dungeon entry cancelled.":
    "{hunterName}さんはすでに戦闘中です。ダンジョン突入は中止されました。",
  "This party is full (4 hunters at most).": "このパーティーは満員です(最大4人)。",
  "This invitation has expired: its sender left the party.":
    "この招待は期限切れです: 送り主がパーティーを抜けました。",
  "This invitation has expired: its sender no longer leads the party.":
    "この招待は期限切れです: 送り主はもうリーダーではありません。",
  "You are not in a party.": "パーティーに入っていません。",
  "You are already in a party. Leave it first.":
    "すでにパーティーに入っています。先に抜けてください。",
  "This invitation has expired: that party no longer exists.":
    "この招待は期限切れです: そのパーティーはもう存在しません。",
  "Only the party leader can invite hunters.": "ハンターを招待できるのはリーダーだけです。",
  "{hunterName} is already in a party.": "{hunterName}さんはすでにパーティーに入っています。",
  "{hunterName} already has an invitation to your party.":
    "{hunterName}さんはすでにあなたのパーティーへの招待を受けています。",
  "{hunterName} invited you to join the party {name}.":
    "{hunterName}さんがパーティー{name}に招待しました。",
  "Invitation sent to {hunterName}.": "{hunterName}さんに招待を送りました。",
  "You have already answered this invitation.": "この招待にはすでに応答しています。",
  "You declined the invitation to {name}.": "{name}への招待を辞退しました。",
  "{hunterName} joined your party {name}.": "{hunterName}さんがパーティー{name}に参加しました。",
  "You joined {name}.": "{name}に参加しました。",
  "You left {name}.": "{name}を抜けました。",
  "Only the party leader can remove a member.": "メンバーを外せるのはリーダーだけです。",
  "To leave your own party, use Leave Party.":
    "自分のパーティーを抜けるには「パーティーを抜ける」を使ってください。",
  "That hunter is not in your party.": "そのハンターはあなたのパーティーにいません。",
  "{hunterName} removed you from {name}.": "{hunterName}さんがあなたを{name}から外しました。",
  "The leader removed you from {name}.": "リーダーがあなたを{name}から外しました。",
  "{hunterName} was removed from the party.": "{hunterName}さんをパーティーから外しました。",
  "The requested hunter profile could not be found.":
    "指定されたハンタープロフィールは見つかりませんでした。",
  "Please choose an image file: a picture can only be one you uploaded.":
    "画像ファイルを選んでください: 使える画像は自分でアップロードしたものだけです。",
  "That hunter has no avatar.": "そのハンターにはアバターがありません。",
  "You are already reawakening: take the assessment.": "すでに再覚醒中です: 評価を受けてください。",
  "Leave the dungeon before reawakening.": "再覚醒の前にダンジョンから出てください。",
  "You need {toLocaleString} more gold to reawaken.":
    "再覚醒にはあと{toLocaleString}ゴールド必要です。",
  "You have reawakened. Take the assessment again.":
    "再覚醒しました。もう一度評価を受けてください。",
  "The subscription's endpoint is not a URL.": "購読のエンドポイントがURLではありません。",
  "The subscription's endpoint must be an https:// URL.":
    "購読のエンドポイントはhttps:// URLである必要があります。",
  "The subscription's endpoint is not a browser's push service.":
    "購読のエンドポイントはブラウザのプッシュサービスではありません。",
  "Reminders are not set up on this server.": "このサーバーではリマインダーが設定されていません。",
  "The subscription's p256dh key is not a P-256 public key.":
    "購読のp256dh鍵がP-256公開鍵ではありません。",
  "The subscription's auth secret must be 16 bytes.":
    "購読のauthシークレットは16バイトである必要があります。",
  "This device will get reminders.": "この端末でリマインダーを受け取ります。",
  "This device has no reminders to turn off.": "この端末にはオフにするリマインダーがありません。",
  "This device will get no more reminders.": "この端末ではもうリマインダーを受け取りません。",
  "Your daily quest closes in 1 hour. Complete it to avoid the penalty.":
    "デイリークエストは1時間後に締め切られます。ペナルティを避けるために完了してください。",
  "Your daily quest closes in {hours} hours. Complete it to avoid the penalty.":
    "デイリークエストは{hours}時間後に締め切られます。ペナルティを避けるために完了してください。",
  "You have no rest day planned on {from}.": "{from}に予定された休息日はありません。",
  "You have no time away planned on {from}.": "{from}に予定された不在期間はありません。",
  "Your rest day has already begun; it can no longer be cancelled.":
    "休息日はすでに始まっているため、取り消せません。",
  "Your time away has already begun; it can no longer be cancelled.":
    "不在期間はすでに始まっているため、取り消せません。",
  "That task does not exist in this quest.": "このクエストにそのタスクはありません。",
  "{task} has no count of reps to do in sets: tick it by hand.":
    "{task}にはセットで行う回数がありません: 手動でチェックしてください。",
  "This task counts {exercise}, not {exercise2}.":
    "このタスクで数えるのは{exercise2}ではなく{exercise}です。",
  "That quest does not exist.": "そのクエストは存在しません。",
  "This quest is completed and locked.": "このクエストは完了済みでロックされています。",
  "This quest has expired and is locked.": "このクエストは期限切れでロックされています。",
  "Finish every task before completing this quest.":
    "このクエストを完了する前にすべてのタスクを終えてください。",
  "Quest Complete!": "クエスト完了!",
  "{quest} complete: +{xp} XP, +{gold} gold.": "{quest}完了: +{xp} XP、+{gold}ゴールド。",
  "You are uploading pictures too fast. Please try again in a few minutes.":
    "画像のアップロードが速すぎます。数分後にもう一度お試しください。",
  "This hunter is not accepting that from you.":
    "このハンターはあなたからのそれを受け付けていません。",
  "You blocked this hunter. Unblock them first.":
    "このハンターをブロックしています。先にブロックを解除してください。",
  "You cannot block yourself.": "自分をブロックすることはできません。",
  "You cannot mute yourself.": "自分をミュートすることはできません。",
  "{hunterName} is blocked.": "{hunterName}さんをブロックしました。",
  "{hunterName} is muted.": "{hunterName}さんをミュートしました。",
  "You have not muted or blocked that hunter.": "そのハンターをミュートもブロックもしていません。",
  "That listing is not in the auction.": "その出品はオークションにありません。",
  "That page cursor is not valid.": "そのページカーソルは正しくありません。",
  "You can have at most {OPEN_LISTINGS_MAX} open listings. Cancel one or wait for a sale.":
    "出品は最大{OPEN_LISTINGS_MAX}件までです。1件取り消すか、売れるのを待ってください。",
  "{item} is already listed in the auction.": "{item}はすでにオークションに出品されています。",
  "Unequip {item} before listing it.": "出品する前に{item}の装備を外してください。",
  "You have only {quantity} {item} to list, not {quantity2}.":
    "出品できる{item}は{quantity2}個ではなく{quantity}個だけです。",
  "{item} cannot be listed right now.": "{item}は今は出品できません。",
  "That listing is no longer active.": "その出品はもう有効ではありません。",
  "Listing withdrawn.": "出品を取り下げました。",
  "You cannot buy your own listing.": "自分の出品は購入できません。",
  "That listing has already been sold or withdrawn.":
    "その出品はすでに売れたか、取り下げられました。",
  "Item has been added to your inventory!": "アイテムがインベントリに追加されました!",
  "Not enough gold: {item} costs {price} gold and you have {gold}.":
    "ゴールド不足: {item}は{price}ゴールドで、所持金は{gold}です。",
  "That item is not sold in the Hunter's Market.":
    "そのアイテムはハンターマーケットでは売っていません。",
  "Locked: {item} needs rank {minRank}.": "ロック中: {item}にはランク{minRank}が必要です。",
  "Your account has been deleted.": "アカウントを削除しました。",
  "Your time zone changed less than an hour ago; it can change again at {slice} UTC.":
    "タイムゾーンを変更してから1時間経っていません。{slice} UTCに再び変更できます。",
  "You have not unlocked the title {title} yet.": "称号{title}はまだ解放されていません。",
  "That watch link does not exist.": "その観戦リンクは存在しません。",
  "This fight has ended.": "この戦いは終わりました。",
  "The server is restarting.": "サーバーを再起動しています。",
  "Your session has ended. Please sign in again.":
    "セッションが終了しました。もう一度ログインしてください。",
  "Too many watch connections from this address.": "このアドレスからの観戦接続が多すぎます。",
  "This fight has as many watchers as it may have.": "この戦いの観戦者数は上限に達しています。",
  "Too many open connections for this hunter.": "このハンターの接続が多すぎます。",
  "That message is not one the server knows.": "サーバーが知らないメッセージです。",
  "Something went wrong. Please try again.": "問題が発生しました。もう一度お試しください。",
  "Give the token a name.": "トークンに名前を付けてください。",
  "A token's name is at most 60 characters.": "トークン名は最大60文字です。",
  "Unknown token.": "不明なトークンです。",
  "Please enter a new password.": "新しいパスワードを入力してください。",
  "Password must be at least 6 characters long.": "パスワードは6文字以上にしてください。",
  "Password must be at most {PASSWORD_MAX} characters long.":
    "パスワードは{PASSWORD_MAX}文字以内にしてください。",
  "Please enter your current password.": "現在のパスワードを入力してください。",
  "Please enter your email address.": "メールアドレスを入力してください。",
  "Email address is too long.": "メールアドレスが長すぎます。",
  "Please enter a valid email address.": "正しいメールアドレスを入力してください。",
  "Hunter name must be at most {HUNTER_NAME_MAX} characters.":
    "ハンター名は最大{HUNTER_NAME_MAX}文字です。",
  "Please enter both email and password.": "メールアドレスとパスワードの両方を入力してください。",
  "Please fill in all fields.": "すべての項目を入力してください。",
  "That battle id is not valid.": "その戦闘IDは正しくありません。",
  "Attack must be light, heavy or combo.": "攻撃はlight、heavy、comboのいずれかです。",
  "Reps must be a whole number.": "回数は整数にしてください。",
  "Reps must be at least 1.": "回数は1以上にしてください。",
  "Reps must be at most 100.": "回数は100以下にしてください。",
  "That dungeon id is not valid.": "そのダンジョンIDは正しくありません。",
  "Enemy index must be a whole number.": "敵の番号は整数にしてください。",
  "A message must be text.": "メッセージはテキストである必要があります。",
  "That pairing link is not valid.": "そのペアリングリンクは正しくありません。",
  "The code is {CONTROLLER_CODE_LENGTH} letters and digits.":
    "コードは英数字{CONTROLLER_CODE_LENGTH}文字です。",
  "Choose an item to equip.": "装備するアイテムを選んでください。",
  "Slot must be one of: {join}.": "スロットは次のいずれかです: {join}。",
  "Choose an item to unequip.": "装備を外すアイテムを選んでください。",
  "Choose a chest to open.": "開ける宝箱を選んでください。",
  "Please enter a username.": "ユーザー名を入力してください。",
  "Please enter a message.": "メッセージを入力してください。",
  "A message can be at most {FRIEND_MESSAGE_MAX} characters.":
    "メッセージは最大{FRIEND_MESSAGE_MAX}文字です。",
  "Please enter a guild name.": "ギルド名を入力してください。",
  "A guild name is at most {GUILD_NAME_MAX_LENGTH} characters.":
    "ギルド名は最大{GUILD_NAME_MAX_LENGTH}文字です。",
  "A description is at most {GUILD_DESCRIPTION_MAX_LENGTH} characters.":
    "説明は最大{GUILD_DESCRIPTION_MAX_LENGTH}文字です。",
  "A rank colour is a #rrggbb colour.": "ランクの色は#rrggbb形式です。",
  "Invalid File: Please upload an image file.":
    "無効なファイル: 画像ファイルをアップロードしてください。",
  "Please upload an insignia.": "紋章をアップロードしてください。",
  "A rank needs a name.": "ランクには名前が必要です。",
  "A rank name is at most 30 characters.": "ランク名は最大30文字です。",
  "Permission level is 0 to 3.": "権限レベルは0から3です。",
  "The owner's rank needs a name.": "ギルドマスターのランクには名前が必要です。",
  "At most {MAX_WIZARD_RANKS} ranks.": "ランクは最大{MAX_WIZARD_RANKS}個です。",
  "That guild id is not valid.": "そのギルドIDは正しくありません。",
  "That hunter id is not valid.": "そのハンターIDは正しくありません。",
  "Please enter an announcement.": "お知らせを入力してください。",
  "An announcement is at most 500 characters.": "お知らせは最大500文字です。",
  "That member id is not valid.": "そのメンバーIDは正しくありません。",
  "That rank id is not valid.": "そのランクIDは正しくありません。",
  "That invitation id is not valid.": "その招待IDは正しくありません。",
  'Answer the invitation with status "accepted" or "declined".':
    "招待にはstatus「accepted」か「declined」で応答してください。",
  "{name} must be a whole number from {min} to {max}.":
    "{name}は{min}から{max}までの整数にしてください。",
  "A battle lasts at most {HEART_RATE_MAX_SECONDS} seconds; the zones add up to {total}.":
    "戦闘は最大{HEART_RATE_MAX_SECONDS}秒です。ゾーンの合計は{total}です。",
  "Choose an item to use.": "使うアイテムを選んでください。",
  "Period must be alltime, monthly or weekly.": "期間はalltime、monthly、weeklyのいずれかです。",
  "Rank must be one of S, A, B, C, D, E.": "ランクはS、A、B、C、D、Eのいずれかです。",
  "Search at most 40 characters.": "検索は最大40文字です。",
  "Limit must be a number.": "件数は数値にしてください。",
  "Limit must be a whole number.": "件数は整数にしてください。",
  "Limit must be at least 1.": "件数は1以上にしてください。",
  "Limit can be at most {THREAD_PAGE_MAX}.": "件数は最大{THREAD_PAGE_MAX}です。",
  "That run id is not valid.": "そのランIDは正しくありません。",
  "Latitude must be a number from -90 to 90.": "緯度は-90から90までの数値にしてください。",
  "Longitude must be a number from -180 to 180.": "経度は-180から180までの数値にしてください。",
  "Accuracy must be a number of metres from 0 to 100000.":
    "精度は0から100000までのメートル値にしてください。",
  "Timestamp must be the reading's time in milliseconds since 1970.":
    "タイムスタンプは1970年からのミリ秒で表した測定時刻にしてください。",
  "That id is not valid.": "そのIDは正しくありません。",
  "Push-ups must be a whole number from {min} to {max}.":
    "腕立て伏せは{min}から{max}までの整数にしてください。",
  "Sit-ups must be a whole number from {min} to {max}.":
    "腹筋は{min}から{max}までの整数にしてください。",
  "Plank time must be a whole number from {min} to {max}.":
    "プランクの時間は{min}から{max}までの整数にしてください。",
  "Exercise frequency must be one of: {join}.": "運動頻度は次のいずれかです: {join}。",
  "Fitness goal must be one of: {join}.": "フィットネス目標は次のいずれかです: {join}。",
  "Class must be one of: {join}.": "クラスは次のいずれかです: {join}。",
  "Please enter a party name.": "パーティー名を入力してください。",
  "Not all party members confirmed. Dungeon entry cancelled.":
    "全員の確認が取れませんでした。ダンジョン突入は中止されました。",
  "A party name has at most 40 characters.": "パーティー名は最大40文字です。",
  "Choose one hunter to invite (inviteeId or hunterName).":
    "招待するハンターを1人選んでください(inviteeIdまたはhunterName)。",
  "Answer accepted or declined.": "acceptedかdeclinedで応答してください。",
  "Answer confirmed: true or false.": "confirmedで応答してください: trueかfalse。",
  "Hunter name cannot be empty.": "ハンター名は空にできません。",
  "Send a hunterName or a profileImageUrl.": "hunterNameかprofileImageUrlを送ってください。",
  "Quiet hours are a time like 22:00.": "おやすみ時間は22:00のような時刻で指定します。",
  "Choose how many hours before the daily quest closes.":
    "デイリークエストの締め切り何時間前かを選んでください。",
  "Choose a whole number of hours.": "時間は整数で選んでください。",
  "Choose between 1 and 12 hours.": "1から12時間の間で選んでください。",
  "Quiet hours need both a start and an end.": "おやすみ時間には開始と終了の両方が必要です。",
  "The subscription's {what} key is missing.": "購読の{what}鍵がありません。",
  "The subscription's {what} key is not base64url.": "購読の{what}鍵がbase64urlではありません。",
  "The subscription's endpoint is too long.": "購読のエンドポイントが長すぎます。",
  "The subscription's keys are missing.": "購読の鍵がありません。",
  "Say which subscription to remove.": "削除する購読を指定してください。",
  "That quest id is not valid.": "そのクエストIDは正しくありません。",
  "{field} must be a day written YYYY-MM-DD.": "{field}はYYYY-MM-DD形式の日付にしてください。",
  "A reason can be at most {REPORT_REASON_MAX} characters.":
    "理由は最大{REPORT_REASON_MAX}文字です。",
  "Choose an item to buy.": "購入するアイテムを選んでください。",
  "Page size must be a whole number from 1 to {AUCTION_PAGE_MAX}.":
    "ページサイズは1から{AUCTION_PAGE_MAX}までの整数にしてください。",
  "Choose an item to list.": "出品するアイテムを選んでください。",
  "Invalid Price: the most an item can cost is 100,000,000 gold.":
    "無効な価格: アイテムの価格は最大100,000,000ゴールドです。",
  "Description must be at most 500 characters.": "説明は最大500文字にしてください。",
  "Quantity must be a whole number of at least 1.": "数量は1以上の整数にしてください。",
  "Choose a listing to buy.": "購入する出品を選んでください。",
  "Choose a listing to withdraw.": "取り下げる出品を選んでください。",
  "{name} must be a whole number.": "{name}は整数にしてください。",
  "Timezone must be an IANA time zone name such as Asia/Kathmandu.":
    "タイムゾーンはAsia/KathmanduのようなIANAタイムゾーン名にしてください。",
  "Timezone is not a known IANA time zone.": "既知のIANAタイムゾーンではありません。",
  "Region must be one of: {join}.": "地域は次のいずれかです: {join}。",
  "Language must be one of: {join}.": "言語は次のいずれかです: {join}。",
  "Title must be one of: {join}.": "称号は次のいずれかです: {join}。",
  "That watch link is not valid.": "その観戦リンクは正しくありません。",
  "Completed in {elapsedSeconds} s; this work takes at least {minimumSeconds} s.":
    "{elapsedSeconds}秒で完了しました。この運動には最低{minimumSeconds}秒かかります。",
  "You need {cost} energy to generate this quest.":
    "このクエストを生成するにはエネルギーが{cost}必要です。",
  "Cannot equip {type} in {slot} slot.": "{type}は{slot}スロットに装備できません。",
  "The average heart rate cannot be above the maximum.": "平均心拍数は最大心拍数を超えられません。",
  "A heart-rate summary needs at least one second in a zone.":
    "心拍数の記録には、いずれかのゾーンに最低1秒必要です。",
  "Time in a zone above the maximum heart rate's zone is not possible.":
    "最大心拍数のゾーンより上のゾーンの時間はありえません。",
  "The average heart rate lies outside the zones with time in them.":
    "平均心拍数が、時間が記録されたゾーンの外にあります。",
  "Hunter names cannot contain invisible or text-direction characters.":
    "ハンター名に不可視文字や文字方向の制御文字は使えません。",
  "Party names cannot contain invisible or text-direction characters.":
    "パーティー名に不可視文字や文字方向の制御文字は使えません。",
  "Guild names cannot contain invisible or text-direction characters.":
    "ギルド名に不可視文字や文字方向の制御文字は使えません。",
  "You have sent this hunter too many friend requests. Try again in a few minutes.":
    "このハンターにフレンド申請を送りすぎです。数分後にもう一度お試しください。",
  "You have invited this hunter too often. Try again in a few minutes.":
    "このハンターを招待しすぎです。数分後にもう一度お試しください。",
  "You are sending this hunter messages too fast. Wait a minute.":
    "このハンターへのメッセージ送信が速すぎます。1分待ってください。",
  "That day has already begun on your clock; plan a rest day before it starts.":
    "その日はあなたの時計ではすでに始まっています。休息日は始まる前に計画してください。",
  "That day is in the past.": "その日は過去です。",
  "Plan at most {PLAN_AHEAD_DAYS} days ahead.": "計画できるのは最大{PLAN_AHEAD_DAYS}日先までです。",
  "You already rest on {from}.": "{from}はすでに休息日です。",
  "You are already away from {from} to {to}.": "すでに{from}から{to}まで不在です。",
  "You already have a rest day in the week of {date}; one a week at most.":
    "{date}の週にはすでに休息日があります。休息日は週に1日までです。",
  "The last day comes before the first.": "最終日が初日より前になっています。",
  "Time away lasts {AWAY_MIN_DAYS} to {AWAY_MAX_DAYS} days; this is {days}.":
    "不在期間は{AWAY_MIN_DAYS}日から{AWAY_MAX_DAYS}日です。今回は{days}日です。",
  "Time away is once a month: yours from {from} starts less than {AWAY_GAP_DAYS} days from this one.":
    "不在は月に1回です: {from}からの不在が今回と{AWAY_GAP_DAYS}日未満しか離れていません。",
  "Too fast: {reps} reps take at least {atLeast} s; this set says {says} s.":
    "速すぎます: {reps}回には最低{atLeast}秒かかります。このセットは{says}秒となっています。",
  "Too fast: {reps} reps take at least {atLeast} s; only {passed} s passed since your last set.":
    "速すぎます: {reps}回には最低{atLeast}秒かかります。前のセットから{passed}秒しか経っていません。",
  "Reset your RepGate password": "RepGateのパスワードをリセット",
  "Set a new password here (the link works once, for 30 minutes):":
    "こちらから新しいパスワードを設定してください(リンクは30分間、1回だけ使えます):",
  "1 notification marked as read.": "1件の通知を既読にしました。",
  "{updated} notifications marked as read.": "{updated}件の通知を既読にしました。",
  "Friend Request Accepted": "フレンド申請承認",
  "Friend Request": "フレンド申請",
  "Message from {hunterName}": "{hunterName}さんからのメッセージ",
  "Guild Invitation": "ギルド招待",
  "Kicked from Guild": "ギルドから追放",
  "Dungeon Entry Cancelled": "ダンジョン突入中止",
  "Party Dungeon Confirmation": "パーティーダンジョン確認",
  "Party Invitation": "パーティー招待",
  "Party Invitation Accepted": "パーティー招待承認",
  "Removed from Party": "パーティーから除外",
  "Daily Quest": "デイリークエスト",
  "This Gate Break is over.": "このゲートブレイクは終了しました。",
  "This Gate Break is not open.": "このゲートブレイクは開いていません。",
  "This Gate Break is over, or its boss has fallen.":
    "このゲートブレイクは終了したか、ボスが倒れました。",
  "The boss has fallen. Rewards go to every hunter who dealt damage.":
    "ボスが倒れました。ダメージを与えたすべてのハンターに報酬が贈られます。",
  "That Gate Break does not exist.": "そのゲートブレイクは存在しません。",
  "You already joined this Gate Break.": "このゲートブレイクにはすでに参加しています。",
  "You are already in a dungeon. Finish it or run away first.":
    "すでにダンジョンにいます。先にクリアするか逃げてください。",
  "You joined {event}. {boss} towers over the city!":
    "{event}に参加しました。{boss}が街にそびえ立つ！",
  "A Gate Break lasts more than 0 and at most {MAX_HOURS} hours.":
    "ゲートブレイクの期間は0時間より長く、最大{MAX_HOURS}時間です。",
  "Gate Break: {boss}": "ゲートブレイク：{boss}",
  "{event}: the boss has fallen. Rewards go to every hunter who dealt damage.":
    "{event}：ボスが倒れました。ダメージを与えたすべてのハンターに報酬が贈られます。",
  "{event} is over. The boss still stands.": "{event}は終了しました。ボスはまだ立っています。",
  "That Gate Break is already scheduled.": "そのゲートブレイクはすでに予定されています。",
  "Too many controller connections from this address.":
    "このアドレスからのコントローラー接続が多すぎます。",
  "A controller sends only its reps: that message is not one it may send.":
    "コントローラーが送れるのは回数だけです。そのメッセージは送れません。",
};
