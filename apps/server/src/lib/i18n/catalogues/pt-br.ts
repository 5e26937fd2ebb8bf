import type { Catalogue } from "../translate.ts";

/** Portuguese (Brazil): every server message (docs/i18n.md). Keys are the English text. */
export const ptBR: Catalogue = {
  "The request body is not valid JSON.": "O corpo da requisição não é um JSON válido.",
  "The request body is empty; send a JSON object or no Content-Type.":
    "O corpo da requisição está vazio; envie um objeto JSON ou nenhum Content-Type.",
  "The request body is too large.": "O corpo da requisição é grande demais.",
  "Send the request body as JSON (Content-Type: application/json).":
    "Envie o corpo da requisição como JSON (Content-Type: application/json).",
  "The request's Content-Length does not match its body.":
    "O Content-Length da requisição não corresponde ao corpo.",
  "The request is not valid.": "A requisição não é válida.",
  "The game cannot reach its database right now. Please try again in a moment.":
    "O jogo não consegue acessar o banco de dados agora. Tente novamente em instantes.",
  "Something went wrong on our side. Please try again.":
    "Algo deu errado do nosso lado. Tente novamente.",
  "That address is too long.": "Esse endereço é longo demais.",
  "That address is not valid.": "Esse endereço não é válido.",
  "You are not signed in.": "Você não está conectado.",
  "This access token is not valid: revoked or unknown.":
    "Este token de acesso não é válido: revogado ou desconhecido.",
  "Access tokens cannot be used for this call. Sign in to the app instead.":
    "Tokens de acesso não podem ser usados nesta chamada. Entre no app.",
  'This token may only read. Make a "play" token for game actions.':
    'Este token só pode ler. Crie um token "play" para ações de jogo.',
  "Finish your awakening and choose a class before entering a gate.":
    "Conclua seu despertar e escolha uma classe antes de entrar em um portal.",
  "Finish your awakening (accept, assessment, profile and class) before you play.":
    "Conclua seu despertar (aceitar, avaliação, perfil e classe) antes de jogar.",
  "One picture at a time: wait for the upload in progress.":
    "Uma imagem por vez: aguarde o envio em andamento.",
  "Too many pictures are being uploaded from your network at once. Please wait for them to finish.":
    "Muitas imagens estão sendo enviadas da sua rede ao mesmo tempo. Aguarde terminarem.",
  "The server is busy with other pictures. Please try again in a few seconds.":
    "O servidor está ocupado com outras imagens. Tente novamente em alguns segundos.",
  "Text cannot contain the NUL character (\\u0000).":
    "O texto não pode conter o caractere NUL (\\u0000).",
  "The request is nested too deeply.": "A requisição está aninhada profundamente demais.",
  "The request body must be a JSON object.": "O corpo da requisição deve ser um objeto JSON.",
  "This request came from another site and was refused.":
    "Esta requisição veio de outro site e foi recusada.",
  "That image is {width} × {height} pixels; the limit is {value} megapixels. Please choose a smaller one.":
    "Essa imagem tem {width} × {height} pixels; o limite é {value} megapixels. Escolha uma menor.",
  "You have {MAX_ACCESS_TOKENS} tokens already. Revoke one before making another.":
    "Você já tem {MAX_ACCESS_TOKENS} tokens. Revogue um antes de criar outro.",
  "No such token.": "Esse token não existe.",
  "This token made too many requests. Please wait a minute and try again.":
    "Este token fez requisições demais. Aguarde um minuto e tente novamente.",
  "Enter your password to delete your account.": "Digite sua senha para excluir sua conta.",
  "Your password is not correct.": "Sua senha não está correta.",
  "You can download your data {EXPORTS_PER_HOUR} times an hour. Please try again later.":
    "Você pode baixar seus dados {EXPORTS_PER_HOUR} vezes por hora. Tente mais tarde.",
  "Too many reset requests. Please wait 15 minutes and try again.":
    "Pedidos de redefinição demais. Aguarde 15 minutos e tente novamente.",
  "This reset link is not valid. Ask for a new one.":
    "Este link de redefinição não é válido. Peça um novo.",
  "This reset link has already been used. Ask for a new one.":
    "Este link de redefinição já foi usado. Peça um novo.",
  "A newer reset link has been sent. Use the link in the latest email.":
    "Um link de redefinição mais recente foi enviado. Use o link do e-mail mais recente.",
  "This reset link has expired. Ask for a new one.":
    "Este link de redefinição expirou. Peça um novo.",
  "If an account exists for that email, a link to reset the password is on its way. It works for 30 minutes.":
    "Se existir uma conta com esse e-mail, um link para redefinir a senha está a caminho. Ele vale por 30 minutos.",
  "This server does not send email. Ask the operator of this server for a password reset link.":
    "Este servidor não envia e-mails. Peça ao operador deste servidor um link de redefinição de senha.",
  "Someone (hopefully you) asked to reset the password of your RepGate hunter.":
    "Alguém (esperamos que você) pediu para redefinir a senha do seu caçador do RepGate.",
  "If you did not ask for this, ignore this email: your password stays as it is.":
    "Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.",
  "Your current password is not correct.": "Sua senha atual não está correta.",
  "Too many attempts. Please wait a minute and try again.":
    "Tentativas demais. Aguarde um minuto e tente novamente.",
  "Your account no longer exists.": "Sua conta não existe mais.",
  "Password changed. Every other session has been signed out.":
    "Senha alterada. Todas as outras sessões foram encerradas.",
  "Session signed out.": "Sessão encerrada.",
  "Every other session has been signed out.": "Todas as outras sessões foram encerradas.",
  "That session does not exist.": "Essa sessão não existe.",
  "Achievement Unlocked!": "Conquista desbloqueada!",
  "Logged out.": "Você saiu.",
  "Invalid email or password.": "E-mail ou senha inválidos.",
  "The hunter name {hunterName} is already taken.":
    "O nome de caçador {hunterName} já está em uso.",
  "A hunter with this email already exists.": "Já existe um caçador com este e-mail.",
  "Too many failed sign-ins for this account. Please wait 15 minutes and try again.":
    "Falhas de login demais para esta conta. Aguarde 15 minutos e tente novamente.",
  "{skill} takes {reps} reps, not {reps2}.": "{skill} exige {reps} repetições, não {reps2}.",
  "Critical hit! {skill} hits {monster} for {damage} damage (Berserk x2).":
    "Acerto crítico! {skill} atinge {monster} causando {damage} de dano (Fúria x2).",
  "Critical hit! {skill} hits {monster} for {damage} damage.":
    "Acerto crítico! {skill} atinge {monster} causando {damage} de dano.",
  "{skill} hits {monster} for {damage} damage (Berserk x2).":
    "{skill} atinge {monster} causando {damage} de dano (Fúria x2).",
  "{skill} hits {monster} for {damage} damage.":
    "{skill} atinge {monster} causando {damage} de dano.",
  "Time's Up! The 30-minute battle timer has expired. You have been defeated!":
    "Tempo esgotado! O cronômetro de 30 minutos da batalha acabou. Você foi derrotado!",
  "That battle does not exist.": "Essa batalha não existe.",
  "This battle is already over.": "Esta batalha já acabou.",
  "{monster} is already defeated. Claim your victory first.":
    "{monster} já foi derrotado. Resgate sua vitória primeiro.",
  "Too fast: {reps} reps take at least {seconds} s. Do every rep, then strike.":
    "Rápido demais: {reps} repetições levam pelo menos {seconds} s. Faça todas e depois ataque.",
  "No monster is waiting for you. Win a battle of a dungeon run first.":
    "Nenhum monstro está esperando por você. Vença primeiro uma batalha de uma incursão na masmorra.",
  "You are on a movement run. Finish or abandon it first.":
    "Você está em uma corrida de movimento. Termine ou abandone primeiro.",
  "Next enemy: {monster} appears!": "Próximo inimigo: {monster} aparece!",
  "{monster} appears!": "{monster} aparece!",
  "You are already in a battle. Finish it or run away first.":
    "Você já está em uma batalha. Termine ou fuja primeiro.",
  "The next enemy arrives in 1 second. Catch your breath!":
    "O próximo inimigo chega em 1 segundo. Recupere o fôlego!",
  "The next enemy arrives in {left} seconds. Catch your breath!":
    "O próximo inimigo chega em {left} segundos. Recupere o fôlego!",
  "That is not the next monster of your run.": "Esse não é o próximo monstro da sua incursão.",
  "Defeat! You have been defeated.": "Derrota! Você foi derrotado.",
  "You are already on a movement run. Finish or abandon it first.":
    "Você já está em uma corrida de movimento. Termine ou abandone primeiro.",
  "That dungeon does not exist.": "Essa masmorra não existe.",
  "This dungeon has expired.": "Esta masmorra expirou.",
  "This gate has not opened yet.": "Este portal ainda não abriu.",
  "You entered {dungeon}. {monster} appears!": "Você entrou em {dungeon}. {monster} aparece!",
  "This is not a party battle.": "Esta não é uma batalha de grupo.",
  "A party can only enter combat dungeons together.":
    "Um grupo só pode entrar junto em masmorras de combate.",
  "Your party entered {dungeon}. {monster} appears!":
    "Seu grupo entrou em {dungeon}. {monster} aparece!",
  "{monster} is defeated!": "{monster} foi derrotado!",
  "{monster} strikes back, but Iron Wall blocks it!":
    "{monster} contra-ataca, mas Muralha de Ferro bloqueia!",
  "{monster} strikes back for {damage} damage!":
    "{monster} contra-ataca causando {damage} de dano!",
  "Defeat! {monster} struck you down.": "Derrota! {monster} derrubou você.",
  "{message} {monster} is defeated!": "{message} {monster} foi derrotado!",
  "{message} Iron Wall blocks {monster}'s counter-attack!":
    "{message} Muralha de Ferro bloqueia o contra-ataque de {monster}!",
  "{message} {monster} strikes back for {damage}!":
    "{message} {monster} contra-ataca causando {damage}!",
  "You escaped from {monster}. No rewards this time.":
    "Você escapou de {monster}. Sem recompensas desta vez.",
  "Failed to Escape! {monster} attacks while you are distracted for {damage} damage.":
    "Fuga fracassada! {monster} ataca enquanto você está distraído causando {damage} de dano.",
  "You try to run away...": "Você tenta fugir...",
  "{text} Defeat!": "{text} Derrota!",
  "You have already claimed this victory.": "Você já resgatou esta vitória.",
  "{monster} is still standing. Keep fighting!": "{monster} ainda está de pé. Continue lutando!",
  "Victory! +{xpGained} XP, +{killGold} gold.": "Vitória! +{xpGained} XP, +{killGold} de ouro.",
  "{dungeon} cleared! +{dungeonXp} XP, +{dungeonGold} gold.":
    "{dungeon} concluída! +{dungeonXp} XP, +{dungeonGold} de ouro.",
  "You found {item}!": "Você encontrou {item}!",
  "{monster} defeated! Next Enemy Approaching: {monster2}.":
    "{monster} derrotado! Próximo inimigo se aproximando: {monster2}.",
  "Dungeon cleared! {dungeon} is conquered.": "Masmorra concluída! {dungeon} foi conquistada.",
  "Choose a class to use magic.": "Escolha uma classe para usar magia.",
  "You have already used {skill} in this battle.": "Você já usou {skill} nesta batalha.",
  "You cast {skill}: your next attack deals double damage.":
    "Você lança {skill}: seu próximo ataque causa dano dobrado.",
  "You cast {skill}: the next counter-attack is blocked.":
    "Você lança {skill}: o próximo contra-ataque é bloqueado.",
  "You cast {skill} and restore {healing} HP.": "Você lança {skill} e recupera {healing} HP.",
  "That message does not exist.": "Essa mensagem não existe.",
  "You cannot report your own message.": "Você não pode denunciar sua própria mensagem.",
  "You have reported a lot this hour. Try again later.":
    "Você denunciou muito nesta hora. Tente mais tarde.",
  "Thank you. The message was reported.": "Obrigado. A mensagem foi denunciada.",
  "Unable to send message: give the text and a chat type.":
    "Não foi possível enviar a mensagem: informe o texto e um tipo de chat.",
  "A message cannot be empty.": "Uma mensagem não pode estar vazia.",
  "A message can be at most {CHAT_MAX_LENGTH} characters.":
    "Uma mensagem pode ter no máximo {CHAT_MAX_LENGTH} caracteres.",
  "You are sending messages too fast. Wait a few seconds.":
    "Você está enviando mensagens rápido demais. Aguarde alguns segundos.",
  "This phone is not a controller. Scan the code on the big screen again.":
    "Este celular não é um controle. Escaneie o código da tela grande novamente.",
  "This controller has ended. Pair again from the big screen to play on.":
    "Este controle foi encerrado. Pareie novamente pela tela grande para continuar.",
  "The battle is over. Pair again from the big screen for the next one.":
    "A batalha acabou. Pareie novamente pela tela grande para a próxima.",
  "This pairing link has expired or was already used. Make a new one on the big screen.":
    "Este link de pareamento expirou ou já foi usado. Crie um novo na tela grande.",
  "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.":
    "Nenhum pareamento tem esse código: pode estar digitado errado ou expirado. Crie um novo na tela grande.",
  "Start a battle first: a controller plays one battle.":
    "Comece uma batalha primeiro: um controle joga uma batalha.",
  "Too many wrong pairing codes. Please wait a few minutes and try again.":
    "Códigos de pareamento errados demais. Aguarde alguns minutos e tente novamente.",
  "That battle is already over.": "Essa batalha já acabou.",
  "This phone is now your controller.": "Este celular agora é seu controle.",
  "You entered {dungeon}.": "Você entrou em {dungeon}.",
  "Could not find a user with that username.":
    "Não foi possível encontrar um usuário com esse nome.",
  "That hunter does not exist.": "Esse caçador não existe.",
  "That friend request does not exist.": "Essa solicitação de amizade não existe.",
  "You are already friends.": "Vocês já são amigos.",
  "{hunterName} accepted your friend request.": "{hunterName} aceitou sua solicitação de amizade.",
  "You cannot send a friend request to yourself.":
    "Você não pode enviar uma solicitação de amizade para si mesmo.",
  "{hunterName} wants to be your friend.": "{hunterName} quer ser seu amigo.",
  "Friend request sent to {hunterName}.": "Solicitação de amizade enviada para {hunterName}.",
  "Please try again.": "Tente novamente.",
  "You are already friends with {hunterName}.": "Você já é amigo de {hunterName}.",
  "A friend request to {hunterName} is already pending.":
    "Já há uma solicitação de amizade pendente para {hunterName}.",
  "You and {hunterName} are now friends.": "Você e {hunterName} agora são amigos.",
  "Only the hunter who received this request can answer it.":
    "Só o caçador que recebeu esta solicitação pode respondê-la.",
  "Friend request accepted.": "Solicitação de amizade aceita.",
  "Friend request declined.": "Solicitação de amizade recusada.",
  "You are not friends with that hunter.": "Você não é amigo desse caçador.",
  "Friend removed.": "Amigo removido.",
  "You can only message your friends.": "Você só pode enviar mensagens para seus amigos.",
  "Message sent.": "Mensagem enviada.",
  "You are not in a guild.": "Você não está em uma guilda.",
  "Your guild rank does not allow that.": "Seu rank na guilda não permite isso.",
  "This invitation has expired: that guild no longer exists.":
    "Este convite expirou: essa guilda não existe mais.",
  "This invitation has expired.": "Este convite expirou.",
  "That invitation does not exist.": "Esse convite não existe.",
  "That invitation was already answered.": "Esse convite já foi respondido.",
  "Invitation declined.": "Convite recusado.",
  "Guild Joined! Welcome to {name}.": "Você entrou na guilda! Bem-vindo a {name}.",
  "You are already in a guild.": "Você já está em uma guilda.",
  "Insufficient Gold: You need 10,000 gold to create a guild.":
    "Ouro insuficiente: você precisa de 10,000 de ouro para criar uma guilda.",
  "Sign in to continue.": "Entre para continuar.",
  "A guild with that name already exists.": "Já existe uma guilda com esse nome.",
  "Guild Created!": "Guilda criada!",
  "Only the guild owner sets permission levels.":
    "Só o dono da guilda define os níveis de permissão.",
  "Message deleted.": "Mensagem excluída.",
  "That rank does not exist.": "Esse rank não existe.",
  "The owner rank cannot be deleted.": "O rank de dono não pode ser excluído.",
  "A guild keeps at least one rank below the owner's.":
    "Uma guilda mantém pelo menos um rank abaixo do dono.",
  "That hunter is not banned from your guild.": "Esse caçador não está banido da sua guilda.",
  "Ban lifted. That hunter may join your guild again.":
    "Banimento removido. Esse caçador pode entrar na sua guilda novamente.",
  "That insignia was not uploaded here. Upload it again.":
    "Essa insígnia não foi enviada aqui. Envie-a novamente.",
  "You cannot invite yourself.": "Você não pode convidar a si mesmo.",
  "That hunter is already in a guild.": "Esse caçador já está em uma guilda.",
  "That hunter already has an invitation to your guild.":
    "Esse caçador já tem um convite para sua guilda.",
  "{hunterName} invites you to join {name}.": "{hunterName} convida você para entrar em {name}.",
  "A hunter invites you to join {name}.": "Um caçador convida você para entrar em {name}.",
  "Invitation sent.": "Convite enviado.",
  "You were kicked from this guild. You can join it again only by accepting an invitation from it.":
    "Você foi expulso desta guilda. Só pode voltar aceitando um convite dela.",
  "That hunter is not in your guild.": "Esse caçador não está na sua guilda.",
  "You cannot kick a member of your rank or above.":
    "Você não pode expulsar um membro do seu rank ou acima.",
  "You were removed from {name}. You can join it again only if invited.":
    "Você foi removido de {name}. Só pode voltar se for convidado.",
  "The guild owner cannot leave the guild.": "O dono da guilda não pode sair dela.",
  "That guild no longer exists.": "Essa guilda não existe mais.",
  "That guild is full.": "Essa guilda está cheia.",
  "This invitation has expired: its sender left the guild.":
    "Este convite expirou: quem o enviou saiu da guilda.",
  "This invitation has expired: its sender may no longer invite to the guild.":
    "Este convite expirou: quem o enviou não pode mais convidar para a guilda.",
  "Your rank cannot kick members, so you cannot give that power to a rank.":
    "Seu rank não pode expulsar membros, então você não pode dar esse poder a um rank.",
  "Your rank cannot send announcements, so you cannot give that power to a rank.":
    "Seu rank não pode enviar anúncios, então você não pode dar esse poder a um rank.",
  "Your rank cannot delete messages, so you cannot give that power to a rank.":
    "Seu rank não pode apagar mensagens, então você não pode dar esse poder a um rank.",
  "Your rank cannot edit the guild, so you cannot give that power to a rank.":
    "Seu rank não pode editar a guilda, então você não pode dar esse poder a um rank.",
  "Your rank cannot manage ranks, so you cannot give that power to a rank.":
    "Seu rank não pode gerenciar ranks, então você não pode dar esse poder a um rank.",
  "Requires Level 3: Edit Guild and Manage Ranks need permission level 3.":
    "Requer nível 3: Editar guilda e Gerenciar ranks precisam do nível de permissão 3.",
  "The new name must be different from the current one.":
    "O novo nome deve ser diferente do atual.",
  "You need 500 gold to change the guild name.":
    "Você precisa de 500 de ouro para mudar o nome da guilda.",
  "No such insignia.": "Essa insígnia não existe.",
  "You can only change the rank of members below your own.":
    "Você só pode mudar o rank de membros abaixo do seu.",
  "You can only give a rank below your own.": "Você só pode dar um rank abaixo do seu.",
  "Member rank updated.": "Rank do membro atualizado.",
  "The owner rank cannot be edited.": "O rank de dono não pode ser editado.",
  "This instance is shutting down.": "Esta instância está sendo desligada.",
  "The database is not reachable.": "O banco de dados não está acessível.",
  "That battle was not found.": "Essa batalha não foi encontrada.",
  "That battle is too old for a heart-rate summary.":
    "Essa batalha é antiga demais para um resumo de frequência cardíaca.",
  "The summary measures {measured} seconds, but the battle began {floor} seconds ago.":
    "O resumo mede {measured} segundos, mas a batalha começou há {floor} segundos.",
  "This battle's heart rate is already recorded.":
    "A frequência cardíaca desta batalha já foi registrada.",
  "Heart rate recorded.": "Frequência cardíaca registrada.",
  "That item is not in your inventory.": "Esse item não está no seu inventário.",
  "{item} is listed in the auction.": "{item} está anunciado no leilão.",
  "{item} is not a chest.": "{item} não é um baú.",
  "{item} cannot be opened.": "{item} não pode ser aberto.",
  "You have no {item} left.": "Você não tem mais {item}.",
  "You opened {item} and found {join}.": "Você abriu {item} e encontrou {join}.",
  "{item} cannot be used.": "{item} não pode ser usado.",
  "Your HP is already full.": "Seu HP já está cheio.",
  "You used {item} and restored {healingAmount} HP.":
    "Você usou {item} e recuperou {healingAmount} HP.",
  "Thread read.": "Conversa lida.",
  "That movement run does not exist.": "Essa corrida de movimento não existe.",
  "This movement run is already over.": "Esta corrida de movimento já acabou.",
  "Notification marked as read.": "Notificação marcada como lida.",
  "Notification deleted.": "Notificação excluída.",
  "That notification does not exist.": "Essa notificação não existe.",
  "Accept the Player qualification before the assessment.":
    "Aceite a qualificação de Jogador antes da avaliação.",
  "You have already completed the assessment.": "Você já concluiu a avaliação.",
  "You can only choose your own class.": "Você só pode escolher sua própria classe.",
  "Complete the assessment before choosing a class.":
    "Conclua a avaliação antes de escolher uma classe.",
  "You have already chosen a class.": "Você já escolheu uma classe.",
  "Complete the assessment before your profile.": "Conclua a avaliação antes do seu perfil.",
  "That dungeon confirmation does not exist.": "Essa confirmação de masmorra não existe.",
  "Only the party leader can lead the party into a dungeon.":
    "Só o líder do grupo pode levar o grupo a uma masmorra.",
  "Your party needs a second hunter. Enter alone instead.":
    "Seu grupo precisa de um segundo caçador. Entre sozinho.",
  "Your party is already answering a dungeon request.":
    "Seu grupo já está respondendo a um pedido de masmorra.",
  "{hunterName} wants to enter {dungeon} (rank {rank}) with the party. Confirm within {minutes} minutes.":
    "{hunterName} quer entrar em {dungeon} (rank {rank}) com o grupo. Confirme em até {minutes} minutos.",
  "Your leader wants to enter {dungeon} (rank {rank}) with the party. Confirm within {minutes} minutes.":
    "Seu líder quer entrar em {dungeon} (rank {rank}) com o grupo. Confirme em até {minutes} minutos.",
  "Dungeon Entered!": "Masmorra iniciada!",
  "Waiting for the rest of the party to confirm.": "Aguardando o restante do grupo confirmar.",
  "{hunterName} is already in a battle. Dungeon entry cancelled.":
    "{hunterName} já está em uma batalha. Entrada na masmorra cancelada.",
  "This party is full (4 hunters at most).": "Este grupo está cheio (no máximo 4 caçadores).",
  "This invitation has expired: its sender left the party.":
    "Este convite expirou: quem o enviou saiu do grupo.",
  "This invitation has expired: its sender no longer leads the party.":
    "Este convite expirou: quem o enviou não lidera mais o grupo.",
  "You are not in a party.": "Você não está em um grupo.",
  "You are already in a party. Leave it first.": "Você já está em um grupo. Saia dele primeiro.",
  "This invitation has expired: that party no longer exists.":
    "Este convite expirou: esse grupo não existe mais.",
  "Only the party leader can invite hunters.": "Só o líder do grupo pode convidar caçadores.",
  "{hunterName} is already in a party.": "{hunterName} já está em um grupo.",
  "{hunterName} already has an invitation to your party.":
    "{hunterName} já tem um convite para seu grupo.",
  "{hunterName} invited you to join the party {name}.":
    "{hunterName} convidou você para entrar no grupo {name}.",
  "Invitation sent to {hunterName}.": "Convite enviado para {hunterName}.",
  "You have already answered this invitation.": "Você já respondeu a este convite.",
  "You declined the invitation to {name}.": "Você recusou o convite para {name}.",
  "{hunterName} joined your party {name}.": "{hunterName} entrou no seu grupo {name}.",
  "You joined {name}.": "Você entrou em {name}.",
  "You left {name}.": "Você saiu de {name}.",
  "Only the party leader can remove a member.": "Só o líder do grupo pode remover um membro.",
  "To leave your own party, use Leave Party.": "Para sair do seu próprio grupo, use Sair do grupo.",
  "That hunter is not in your party.": "Esse caçador não está no seu grupo.",
  "{hunterName} removed you from {name}.": "{hunterName} removeu você de {name}.",
  "The leader removed you from {name}.": "O líder removeu você de {name}.",
  "{hunterName} was removed from the party.": "{hunterName} foi removido do grupo.",
  "The requested hunter profile could not be found.":
    "O perfil de caçador solicitado não foi encontrado.",
  "Please choose an image file: a picture can only be one you uploaded.":
    "Escolha um arquivo de imagem: a imagem só pode ser uma que você enviou.",
  "That hunter has no avatar.": "Esse caçador não tem avatar.",
  "You are already reawakening: take the assessment.":
    "Você já está redespertando: faça a avaliação.",
  "Leave the dungeon before reawakening.": "Saia da masmorra antes de redespertar.",
  "You need {toLocaleString} more gold to reawaken.":
    "Você precisa de mais {toLocaleString} de ouro para redespertar.",
  "You have reawakened. Take the assessment again.":
    "Você redespertou. Faça a avaliação novamente.",
  "The subscription's endpoint is not a URL.": "O endpoint da inscrição não é uma URL.",
  "The subscription's endpoint must be an https:// URL.":
    "O endpoint da inscrição deve ser uma URL https://.",
  "The subscription's endpoint is not a browser's push service.":
    "O endpoint da inscrição não é o serviço push de um navegador.",
  "Reminders are not set up on this server.": "Os lembretes não estão configurados neste servidor.",
  "The subscription's p256dh key is not a P-256 public key.":
    "A chave p256dh da inscrição não é uma chave pública P-256.",
  "The subscription's auth secret must be 16 bytes.":
    "O segredo auth da inscrição deve ter 16 bytes.",
  "This device will get reminders.": "Este dispositivo receberá lembretes.",
  "This device has no reminders to turn off.": "Este dispositivo não tem lembretes para desativar.",
  "This device will get no more reminders.": "Este dispositivo não receberá mais lembretes.",
  "Your daily quest closes in 1 hour. Complete it to avoid the penalty.":
    "Sua missão diária fecha em 1 hora. Conclua-a para evitar a penalidade.",
  "Your daily quest closes in {hours} hours. Complete it to avoid the penalty.":
    "Sua missão diária fecha em {hours} horas. Conclua-a para evitar a penalidade.",
  "You have no rest day planned on {from}.": "Você não tem dia de descanso planejado em {from}.",
  "You have no time away planned on {from}.": "Você não tem tempo fora planejado em {from}.",
  "Your rest day has already begun; it can no longer be cancelled.":
    "Seu dia de descanso já começou; não pode mais ser cancelado.",
  "Your time away has already begun; it can no longer be cancelled.":
    "Seu tempo fora já começou; não pode mais ser cancelado.",
  "That task does not exist in this quest.": "Essa tarefa não existe nesta missão.",
  "{task} has no count of reps to do in sets: tick it by hand.":
    "{task} não tem um número de repetições em séries: marque à mão.",
  "This task counts {exercise}, not {exercise2}.": "Esta tarefa conta {exercise}, não {exercise2}.",
  "That quest does not exist.": "Essa missão não existe.",
  "This quest is completed and locked.": "Esta missão está concluída e bloqueada.",
  "This quest has expired and is locked.": "Esta missão expirou e está bloqueada.",
  "Finish every task before completing this quest.":
    "Termine todas as tarefas antes de concluir esta missão.",
  "Quest Complete!": "Missão concluída!",
  "{quest} complete: +{xp} XP, +{gold} gold.": "{quest} concluída: +{xp} XP, +{gold} de ouro.",
  "You are uploading pictures too fast. Please try again in a few minutes.":
    "Você está enviando imagens rápido demais. Tente novamente em alguns minutos.",
  "This hunter is not accepting that from you.": "Este caçador não aceita isso de você.",
  "You blocked this hunter. Unblock them first.":
    "Você bloqueou este caçador. Desbloqueie-o primeiro.",
  "You cannot block yourself.": "Você não pode bloquear a si mesmo.",
  "You cannot mute yourself.": "Você não pode silenciar a si mesmo.",
  "{hunterName} is blocked.": "{hunterName} está bloqueado.",
  "{hunterName} is muted.": "{hunterName} está silenciado.",
  "You have not muted or blocked that hunter.": "Você não silenciou nem bloqueou esse caçador.",
  "That listing is not in the auction.": "Esse anúncio não está no leilão.",
  "That page cursor is not valid.": "Esse cursor de página não é válido.",
  "You can have at most {OPEN_LISTINGS_MAX} open listings. Cancel one or wait for a sale.":
    "Você pode ter no máximo {OPEN_LISTINGS_MAX} anúncios abertos. Cancele um ou aguarde uma venda.",
  "{item} is already listed in the auction.": "{item} já está anunciado no leilão.",
  "Unequip {item} before listing it.": "Desequipe {item} antes de anunciá-lo.",
  "You have only {quantity} {item} to list, not {quantity2}.":
    "Você só tem {quantity} {item} para anunciar, não {quantity2}.",
  "{item} cannot be listed right now.": "{item} não pode ser anunciado agora.",
  "That listing is no longer active.": "Esse anúncio não está mais ativo.",
  "Listing withdrawn.": "Anúncio retirado.",
  "You cannot buy your own listing.": "Você não pode comprar seu próprio anúncio.",
  "That listing has already been sold or withdrawn.": "Esse anúncio já foi vendido ou retirado.",
  "Item has been added to your inventory!": "O item foi adicionado ao seu inventário!",
  "Not enough gold: {item} costs {price} gold and you have {gold}.":
    "Ouro insuficiente: {item} custa {price} de ouro e você tem {gold}.",
  "That item is not sold in the Hunter's Market.": "Esse item não é vendido no Mercado do Caçador.",
  "Locked: {item} needs rank {minRank}.": "Bloqueado: {item} requer rank {minRank}.",
  "Your account has been deleted.": "Sua conta foi excluída.",
  "Your time zone changed less than an hour ago; it can change again at {slice} UTC.":
    "Seu fuso horário mudou há menos de uma hora; ele pode mudar de novo às {slice} UTC.",
  "You have not unlocked the title {title} yet.": "Você ainda não desbloqueou o título {title}.",
  "That watch link does not exist.": "Esse link de espectador não existe.",
  "This fight has ended.": "Esta luta terminou.",
  "The server is restarting.": "O servidor está reiniciando.",
  "Your session has ended. Please sign in again.": "Sua sessão terminou. Entre novamente.",
  "Too many watch connections from this address.": "Conexões de espectador demais deste endereço.",
  "This fight has as many watchers as it may have.":
    "Esta luta já tem o máximo de espectadores permitido.",
  "Too many open connections for this hunter.": "Conexões abertas demais para este caçador.",
  "That message is not one the server knows.": "Essa mensagem não é uma que o servidor conheça.",
  "Something went wrong. Please try again.": "Algo deu errado. Tente novamente.",
  "Give the token a name.": "Dê um nome ao token.",
  "A token's name is at most 60 characters.": "O nome de um token tem no máximo 60 caracteres.",
  "Unknown token.": "Token desconhecido.",
  "Please enter a new password.": "Digite uma nova senha.",
  "Password must be at least 6 characters long.": "A senha deve ter pelo menos 6 caracteres.",
  "Password must be at most {PASSWORD_MAX} characters long.":
    "A senha deve ter no máximo {PASSWORD_MAX} caracteres.",
  "Please enter your current password.": "Digite sua senha atual.",
  "Please enter your email address.": "Digite seu endereço de e-mail.",
  "Email address is too long.": "O endereço de e-mail é longo demais.",
  "Please enter a valid email address.": "Digite um endereço de e-mail válido.",
  "Hunter name must be at most {HUNTER_NAME_MAX} characters.":
    "O nome de caçador deve ter no máximo {HUNTER_NAME_MAX} caracteres.",
  "Please enter both email and password.": "Digite o e-mail e a senha.",
  "Please fill in all fields.": "Preencha todos os campos.",
  "That battle id is not valid.": "Esse id de batalha não é válido.",
  "Attack must be light, heavy or combo.": "O ataque deve ser light, heavy ou combo.",
  "Reps must be a whole number.": "As repetições devem ser um número inteiro.",
  "Reps must be at least 1.": "As repetições devem ser pelo menos 1.",
  "Reps must be at most 100.": "As repetições devem ser no máximo 100.",
  "That dungeon id is not valid.": "Esse id de masmorra não é válido.",
  "Enemy index must be a whole number.": "O índice do inimigo deve ser um número inteiro.",
  "A message must be text.": "Uma mensagem deve ser texto.",
  "That pairing link is not valid.": "Esse link de pareamento não é válido.",
  "The code is {CONTROLLER_CODE_LENGTH} letters and digits.":
    "O código tem {CONTROLLER_CODE_LENGTH} letras e dígitos.",
  "Choose an item to equip.": "Escolha um item para equipar.",
  "Slot must be one of: {join}.": "O espaço deve ser um de: {join}.",
  "Choose an item to unequip.": "Escolha um item para desequipar.",
  "Choose a chest to open.": "Escolha um baú para abrir.",
  "Please enter a username.": "Digite um nome de usuário.",
  "Please enter a message.": "Digite uma mensagem.",
  "A message can be at most {FRIEND_MESSAGE_MAX} characters.":
    "Uma mensagem pode ter no máximo {FRIEND_MESSAGE_MAX} caracteres.",
  "Please enter a guild name.": "Digite um nome de guilda.",
  "A guild name is at most {GUILD_NAME_MAX_LENGTH} characters.":
    "Um nome de guilda tem no máximo {GUILD_NAME_MAX_LENGTH} caracteres.",
  "A description is at most {GUILD_DESCRIPTION_MAX_LENGTH} characters.":
    "Uma descrição tem no máximo {GUILD_DESCRIPTION_MAX_LENGTH} caracteres.",
  "A rank colour is a #rrggbb colour.": "A cor de um rank é uma cor #rrggbb.",
  "Invalid File: Please upload an image file.": "Arquivo inválido: envie um arquivo de imagem.",
  "Please upload an insignia.": "Envie uma insígnia.",
  "A rank needs a name.": "Um rank precisa de um nome.",
  "A rank name is at most 30 characters.": "Um nome de rank tem no máximo 30 caracteres.",
  "Permission level is 0 to 3.": "O nível de permissão vai de 0 a 3.",
  "The owner's rank needs a name.": "O rank do dono precisa de um nome.",
  "At most {MAX_WIZARD_RANKS} ranks.": "No máximo {MAX_WIZARD_RANKS} ranks.",
  "That guild id is not valid.": "Esse id de guilda não é válido.",
  "That hunter id is not valid.": "Esse id de caçador não é válido.",
  "Please enter an announcement.": "Digite um anúncio.",
  "An announcement is at most 500 characters.": "Um anúncio tem no máximo 500 caracteres.",
  "That member id is not valid.": "Esse id de membro não é válido.",
  "That rank id is not valid.": "Esse id de rank não é válido.",
  "That invitation id is not valid.": "Esse id de convite não é válido.",
  'Answer the invitation with status "accepted" or "declined".':
    'Responda ao convite com status "accepted" ou "declined".',
  "{name} must be a whole number from {min} to {max}.":
    "{name} deve ser um número inteiro de {min} a {max}.",
  "A battle lasts at most {HEART_RATE_MAX_SECONDS} seconds; the zones add up to {total}.":
    "Uma batalha dura no máximo {HEART_RATE_MAX_SECONDS} segundos; as zonas somam {total}.",
  "Choose an item to use.": "Escolha um item para usar.",
  "Period must be alltime, monthly or weekly.": "O período deve ser alltime, monthly ou weekly.",
  "Rank must be one of S, A, B, C, D, E.": "O rank deve ser um de S, A, B, C, D, E.",
  "Search at most 40 characters.": "Pesquise no máximo 40 caracteres.",
  "Limit must be a number.": "O limite deve ser um número.",
  "Limit must be a whole number.": "O limite deve ser um número inteiro.",
  "Limit must be at least 1.": "O limite deve ser pelo menos 1.",
  "Limit can be at most {THREAD_PAGE_MAX}.": "O limite pode ser no máximo {THREAD_PAGE_MAX}.",
  "That run id is not valid.": "Esse id de corrida não é válido.",
  "Latitude must be a number from -90 to 90.": "A latitude deve ser um número de -90 a 90.",
  "Longitude must be a number from -180 to 180.": "A longitude deve ser um número de -180 a 180.",
  "Accuracy must be a number of metres from 0 to 100000.":
    "A precisão deve ser um número de metros de 0 a 100000.",
  "Timestamp must be the reading's time in milliseconds since 1970.":
    "O timestamp deve ser a hora da leitura em milissegundos desde 1970.",
  "That id is not valid.": "Esse id não é válido.",
  "Push-ups must be a whole number from {min} to {max}.":
    "Flexões devem ser um número inteiro de {min} a {max}.",
  "Sit-ups must be a whole number from {min} to {max}.":
    "Abdominais devem ser um número inteiro de {min} a {max}.",
  "Plank time must be a whole number from {min} to {max}.":
    "O tempo de prancha deve ser um número inteiro de {min} a {max}.",
  "Exercise frequency must be one of: {join}.":
    "A frequência de exercício deve ser uma de: {join}.",
  "Fitness goal must be one of: {join}.": "O objetivo de condicionamento deve ser um de: {join}.",
  "Class must be one of: {join}.": "A classe deve ser uma de: {join}.",
  "Please enter a party name.": "Digite um nome de grupo.",
  "Not all party members confirmed. Dungeon entry cancelled.":
    "Nem todos os membros do grupo confirmaram. Entrada na masmorra cancelada.",
  "A party name has at most 40 characters.": "Um nome de grupo tem no máximo 40 caracteres.",
  "Choose one hunter to invite (inviteeId or hunterName).":
    "Escolha um caçador para convidar (inviteeId ou hunterName).",
  "Answer accepted or declined.": "Responda accepted ou declined.",
  "Answer confirmed: true or false.": "Responda confirmed: true ou false.",
  "Hunter name cannot be empty.": "O nome de caçador não pode ficar vazio.",
  "Send a hunterName or a profileImageUrl.": "Envie um hunterName ou um profileImageUrl.",
  "Quiet hours are a time like 22:00.": "O horário silencioso é uma hora como 22:00.",
  "Choose how many hours before the daily quest closes.":
    "Escolha quantas horas antes de a missão diária fechar.",
  "Choose a whole number of hours.": "Escolha um número inteiro de horas.",
  "Choose between 1 and 12 hours.": "Escolha entre 1 e 12 horas.",
  "Quiet hours need both a start and an end.":
    "O horário silencioso precisa de um início e um fim.",
  "The subscription's {what} key is missing.": "A chave {what} da inscrição está faltando.",
  "The subscription's {what} key is not base64url.": "A chave {what} da inscrição não é base64url.",
  "The subscription's endpoint is too long.": "O endpoint da inscrição é longo demais.",
  "The subscription's keys are missing.": "As chaves da inscrição estão faltando.",
  "Say which subscription to remove.": "Diga qual inscrição remover.",
  "That quest id is not valid.": "Esse id de missão não é válido.",
  "{field} must be a day written YYYY-MM-DD.": "{field} deve ser um dia escrito AAAA-MM-DD.",
  "A reason can be at most {REPORT_REASON_MAX} characters.":
    "Um motivo pode ter no máximo {REPORT_REASON_MAX} caracteres.",
  "Choose an item to buy.": "Escolha um item para comprar.",
  "Page size must be a whole number from 1 to {AUCTION_PAGE_MAX}.":
    "O tamanho da página deve ser um número inteiro de 1 a {AUCTION_PAGE_MAX}.",
  "Choose an item to list.": "Escolha um item para anunciar.",
  "Invalid Price: the most an item can cost is 100,000,000 gold.":
    "Preço inválido: o máximo que um item pode custar é 100,000,000 de ouro.",
  "Description must be at most 500 characters.": "A descrição deve ter no máximo 500 caracteres.",
  "Quantity must be a whole number of at least 1.":
    "A quantidade deve ser um número inteiro de pelo menos 1.",
  "Choose a listing to buy.": "Escolha um anúncio para comprar.",
  "Choose a listing to withdraw.": "Escolha um anúncio para retirar.",
  "{name} must be a whole number.": "{name} deve ser um número inteiro.",
  "Timezone must be an IANA time zone name such as Asia/Kathmandu.":
    "O fuso horário deve ser um nome de fuso IANA como Asia/Kathmandu.",
  "Timezone is not a known IANA time zone.": "O fuso horário não é um fuso IANA conhecido.",
  "Region must be one of: {join}.": "A região deve ser uma de: {join}.",
  "Language must be one of: {join}.": "O idioma deve ser um de: {join}.",
  "Title must be one of: {join}.": "O título deve ser um de: {join}.",
  "That watch link is not valid.": "Esse link de espectador não é válido.",
  "Completed in {elapsedSeconds} s; this work takes at least {minimumSeconds} s.":
    "Concluído em {elapsedSeconds} s; este treino leva pelo menos {minimumSeconds} s.",
  "You need {cost} energy to generate this quest.":
    "Você precisa de {cost} de energia para gerar esta missão.",
  "Cannot equip {type} in {slot} slot.": "Não é possível equipar {type} no espaço {slot}.",
  "The average heart rate cannot be above the maximum.":
    "A frequência cardíaca média não pode ser maior que a máxima.",
  "A heart-rate summary needs at least one second in a zone.":
    "Um resumo de frequência cardíaca precisa de pelo menos um segundo em uma zona.",
  "Time in a zone above the maximum heart rate's zone is not possible.":
    "Não é possível ter tempo em uma zona acima da zona da frequência máxima.",
  "The average heart rate lies outside the zones with time in them.":
    "A frequência cardíaca média fica fora das zonas com tempo registrado.",
  "Hunter names cannot contain invisible or text-direction characters.":
    "Nomes de caçador não podem conter caracteres invisíveis ou de direção de texto.",
  "Party names cannot contain invisible or text-direction characters.":
    "Nomes de grupo não podem conter caracteres invisíveis ou de direção de texto.",
  "Guild names cannot contain invisible or text-direction characters.":
    "Nomes de guilda não podem conter caracteres invisíveis ou de direção de texto.",
  "You have sent this hunter too many friend requests. Try again in a few minutes.":
    "Você enviou solicitações de amizade demais para este caçador. Tente novamente em alguns minutos.",
  "You have invited this hunter too often. Try again in a few minutes.":
    "Você convidou este caçador vezes demais. Tente novamente em alguns minutos.",
  "You are sending this hunter messages too fast. Wait a minute.":
    "Você está enviando mensagens para este caçador rápido demais. Aguarde um minuto.",
  "That day has already begun on your clock; plan a rest day before it starts.":
    "Esse dia já começou no seu relógio; planeje um dia de descanso antes de ele começar.",
  "That day is in the past.": "Esse dia já passou.",
  "Plan at most {PLAN_AHEAD_DAYS} days ahead.":
    "Planeje no máximo {PLAN_AHEAD_DAYS} dias à frente.",
  "You already rest on {from}.": "Você já descansa em {from}.",
  "You are already away from {from} to {to}.": "Você já está ausente de {from} a {to}.",
  "You already have a rest day in the week of {date}; one a week at most.":
    "Você já tem um dia de descanso na semana de {date}; no máximo um por semana.",
  "The last day comes before the first.": "O último dia vem antes do primeiro.",
  "Time away lasts {AWAY_MIN_DAYS} to {AWAY_MAX_DAYS} days; this is {days}.":
    "O tempo fora dura de {AWAY_MIN_DAYS} a {AWAY_MAX_DAYS} dias; este é de {days}.",
  "Time away is once a month: yours from {from} starts less than {AWAY_GAP_DAYS} days from this one.":
    "O tempo fora é uma vez por mês: o seu a partir de {from} começa a menos de {AWAY_GAP_DAYS} dias deste.",
  "Too fast: {reps} reps take at least {atLeast} s; this set says {says} s.":
    "Rápido demais: {reps} repetições levam pelo menos {atLeast} s; esta série diz {says} s.",
  "Too fast: {reps} reps take at least {atLeast} s; only {passed} s passed since your last set.":
    "Rápido demais: {reps} repetições levam pelo menos {atLeast} s; só passaram {passed} s desde sua última série.",
  "Reset your RepGate password": "Redefina sua senha do RepGate",
  "Set a new password here (the link works once, for 30 minutes):":
    "Defina uma nova senha aqui (o link funciona uma vez, por 30 minutos):",
  "1 notification marked as read.": "1 notificação marcada como lida.",
  "{updated} notifications marked as read.": "{updated} notificações marcadas como lidas.",
  "Friend Request Accepted": "Solicitação de amizade aceita",
  "Friend Request": "Solicitação de amizade",
  "Message from {hunterName}": "Mensagem de {hunterName}",
  "Guild Invitation": "Convite para guilda",
  "Kicked from Guild": "Expulso da guilda",
  "Dungeon Entry Cancelled": "Entrada na masmorra cancelada",
  "Party Dungeon Confirmation": "Confirmação de masmorra do grupo",
  "Party Invitation": "Convite para grupo",
  "Party Invitation Accepted": "Convite para grupo aceito",
  "Removed from Party": "Removido do grupo",
  "Daily Quest": "Missão diária",
  "This Gate Break is over.": "Esta Ruptura de Portal terminou.",
  "This Gate Break is not open.": "Esta Ruptura de Portal não está aberta.",
  "This Gate Break is over, or its boss has fallen.":
    "Esta Ruptura de Portal terminou ou seu chefe caiu.",
  "The boss has fallen. Rewards go to every hunter who dealt damage.":
    "O chefe caiu. Todo caçador que causou dano recebe recompensa.",
  "That Gate Break does not exist.": "Essa Ruptura de Portal não existe.",
  "You already joined this Gate Break.": "Você já entrou nesta Ruptura de Portal.",
  "You are already in a dungeon. Finish it or run away first.":
    "Você já está em uma masmorra. Termine-a ou fuja primeiro.",
  "You joined {event}. {boss} towers over the city!":
    "Você entrou em {event}. {boss} se ergue sobre a cidade!",
  "A Gate Break lasts more than 0 and at most {MAX_HOURS} hours.":
    "Uma Ruptura de Portal dura mais de 0 e no máximo {MAX_HOURS} horas.",
  "Gate Break: {boss}": "Ruptura de Portal: {boss}",
  "{event}: the boss has fallen. Rewards go to every hunter who dealt damage.":
    "{event}: o chefe caiu. Todo caçador que causou dano recebe recompensa.",
  "{event} is over. The boss still stands.": "{event} terminou. O chefe continua de pé.",
  "That Gate Break is already scheduled.": "Essa Ruptura de Portal já está agendada.",
  "Too many controller connections from this address.":
    "Conexões de controle demais a partir deste endereço.",
  "A controller sends only its reps: that message is not one it may send.":
    "Um controle envia apenas suas repetições: essa mensagem ele não pode enviar.",
};
