import type { Catalogue } from "../translate.ts";

/** Spanish: every server message (docs/i18n.md). Keys are the English text. */
export const es: Catalogue = {
  "The request body is not valid JSON.": "El cuerpo de la solicitud no es JSON válido.",
  "The request body is empty; send a JSON object or no Content-Type.":
    "El cuerpo de la solicitud está vacío; envía un objeto JSON o no envíes Content-Type.",
  "The request body is too large.": "El cuerpo de la solicitud es demasiado grande.",
  "Send the request body as JSON (Content-Type: application/json).":
    "Envía el cuerpo de la solicitud como JSON (Content-Type: application/json).",
  "The request's Content-Length does not match its body.":
    "El Content-Length de la solicitud no coincide con su cuerpo.",
  "The request is not valid.": "La solicitud no es válida.",
  "The game cannot reach its database right now. Please try again in a moment.":
    "El juego no puede conectar con su base de datos ahora mismo. Inténtalo de nuevo en un momento.",
  "Something went wrong on our side. Please try again.":
    "Algo salió mal por nuestra parte. Inténtalo de nuevo.",
  "That address is too long.": "Esa dirección es demasiado larga.",
  "That address is not valid.": "Esa dirección no es válida.",
  "You are not signed in.": "No has iniciado sesión.",
  "This access token is not valid: revoked or unknown.":
    "Este token de acceso no es válido: revocado o desconocido.",
  "Access tokens cannot be used for this call. Sign in to the app instead.":
    "Los tokens de acceso no sirven para esta llamada. Inicia sesión en la app.",
  'This token may only read. Make a "play" token for game actions.':
    'Este token solo puede leer. Crea un token "play" para acciones de juego.',
  "Finish your awakening and choose a class before entering a gate.":
    "Termina tu despertar y elige una clase antes de entrar en un portal.",
  "Finish your awakening (accept, assessment, profile and class) before you play.":
    "Termina tu despertar (aceptar, evaluación, perfil y clase) antes de jugar.",
  "One picture at a time: wait for the upload in progress.":
    "Una imagen a la vez: espera a que termine la subida en curso.",
  "Too many pictures are being uploaded from your network at once. Please wait for them to finish.":
    "Se están subiendo demasiadas imágenes desde tu red a la vez. Espera a que terminen.",
  "The server is busy with other pictures. Please try again in a few seconds.":
    "El servidor está ocupado con otras imágenes. Inténtalo de nuevo en unos segundos.",
  "Text cannot contain the NUL character (\\u0000).":
    "El texto no puede contener el carácter NUL (\\u0000).",
  "The request is nested too deeply.": "La solicitud está anidada a demasiada profundidad.",
  "The request body must be a JSON object.": "El cuerpo de la solicitud debe ser un objeto JSON.",
  "This request came from another site and was refused.":
    "Esta solicitud vino de otro sitio y fue rechazada.",
  "That image is {width} × {height} pixels; the limit is {value} megapixels. Please choose a smaller one.":
    "Esa imagen mide {width} × {height} píxeles; el límite es {value} megapíxeles. Elige una más pequeña.",
  "You have {MAX_ACCESS_TOKENS} tokens already. Revoke one before making another.":
    "Ya tienes {MAX_ACCESS_TOKENS} tokens. Revoca uno antes de crear otro.",
  "No such token.": "No existe ese token.",
  "This token made too many requests. Please wait a minute and try again.":
    "Este token hizo demasiadas solicitudes. Espera un minuto e inténtalo de nuevo.",
  "Enter your password to delete your account.": "Introduce tu contraseña para eliminar tu cuenta.",
  "Your password is not correct.": "Tu contraseña no es correcta.",
  "You can download your data {EXPORTS_PER_HOUR} times an hour. Please try again later.":
    "Puedes descargar tus datos {EXPORTS_PER_HOUR} veces por hora. Inténtalo más tarde.",
  "Too many reset requests. Please wait 15 minutes and try again.":
    "Demasiadas solicitudes de restablecimiento. Espera 15 minutos e inténtalo de nuevo.",
  "This reset link is not valid. Ask for a new one.":
    "Este enlace de restablecimiento no es válido. Pide uno nuevo.",
  "This reset link has already been used. Ask for a new one.":
    "Este enlace de restablecimiento ya se usó. Pide uno nuevo.",
  "A newer reset link has been sent. Use the link in the latest email.":
    "Se envió un enlace de restablecimiento más reciente. Usa el enlace del último correo.",
  "This reset link has expired. Ask for a new one.":
    "Este enlace de restablecimiento ha caducado. Pide uno nuevo.",
  "If an account exists for that email, a link to reset the password is on its way. It works for 30 minutes.":
    "Si existe una cuenta con ese correo, va en camino un enlace para restablecer la contraseña. Sirve durante 30 minutos.",
  "This server does not send email. Ask the operator of this server for a password reset link.":
    "Este servidor no envía correos. Pide al operador de este servidor un enlace para restablecer la contraseña.",
  "Someone (hopefully you) asked to reset the password of your RepGate hunter.":
    "Alguien (esperamos que tú) pidió restablecer la contraseña de tu cazador de RepGate.",
  "If you did not ask for this, ignore this email: your password stays as it is.":
    "Si no lo pediste, ignora este correo: tu contraseña sigue igual.",
  "Your current password is not correct.": "Tu contraseña actual no es correcta.",
  "Too many attempts. Please wait a minute and try again.":
    "Demasiados intentos. Espera un minuto e inténtalo de nuevo.",
  "Your account no longer exists.": "Tu cuenta ya no existe.",
  "Password changed. Every other session has been signed out.":
    "Contraseña cambiada. Se cerraron todas las demás sesiones.",
  "Session signed out.": "Sesión cerrada.",
  "Every other session has been signed out.": "Se cerraron todas las demás sesiones.",
  "That session does not exist.": "Esa sesión no existe.",
  "Achievement Unlocked!": "¡Logro desbloqueado!",
  "Logged out.": "Sesión cerrada.",
  "Invalid email or password.": "Correo o contraseña no válidos.",
  "The hunter name {hunterName} is already taken.":
    "El nombre de cazador {hunterName} ya está en uso.",
  "A hunter with this email already exists.": "Ya existe un cazador con este correo.",
  "Too many failed sign-ins for this account. Please wait 15 minutes and try again.":
    "Demasiados inicios de sesión fallidos para esta cuenta. Espera 15 minutos e inténtalo de nuevo.",
  "{skill} takes {reps} reps, not {reps2}.": "{skill} requiere {reps} repeticiones, no {reps2}.",
  "Critical hit! {skill} hits {monster} for {damage} damage (Berserk x2).":
    "¡Golpe crítico! {skill} golpea a {monster} e inflige {damage} de daño (Furia x2).",
  "Critical hit! {skill} hits {monster} for {damage} damage.":
    "¡Golpe crítico! {skill} golpea a {monster} e inflige {damage} de daño.",
  "{skill} hits {monster} for {damage} damage (Berserk x2).":
    "{skill} golpea a {monster} e inflige {damage} de daño (Furia x2).",
  "{skill} hits {monster} for {damage} damage.":
    "{skill} golpea a {monster} e inflige {damage} de daño.",
  "Time's Up! The 30-minute battle timer has expired. You have been defeated!":
    "¡Se acabó el tiempo! El temporizador de 30 minutos terminó. ¡Has sido derrotado!",
  "That battle does not exist.": "Esa batalla no existe.",
  "This battle is already over.": "Esta batalla ya terminó.",
  "{monster} is already defeated. Claim your victory first.":
    "{monster} ya fue derrotado. Reclama primero tu victoria.",
  "Too fast: {reps} reps take at least {seconds} s. Do every rep, then strike.":
    "Demasiado rápido: {reps} repeticiones llevan al menos {seconds} s. Haz cada repetición y luego ataca.",
  "No monster is waiting for you. Win a battle of a dungeon run first.":
    "No te espera ningún monstruo. Gana primero una batalla de una incursión en mazmorra.",
  "You are on a movement run. Finish or abandon it first.":
    "Estás en una carrera de movimiento. Termínala o abandónala primero.",
  "Next enemy: {monster} appears!": "Próximo enemigo: ¡aparece {monster}!",
  "{monster} appears!": "¡Aparece {monster}!",
  "You are already in a battle. Finish it or run away first.":
    "Ya estás en una batalla. Termínala o huye primero.",
  "The next enemy arrives in 1 second. Catch your breath!":
    "El próximo enemigo llega en 1 segundo. ¡Recupera el aliento!",
  "The next enemy arrives in {left} seconds. Catch your breath!":
    "El próximo enemigo llega en {left} segundos. ¡Recupera el aliento!",
  "That is not the next monster of your run.": "Ese no es el siguiente monstruo de tu incursión.",
  "Defeat! You have been defeated.": "¡Derrota! Has sido derrotado.",
  "You are already on a movement run. Finish or abandon it first.":
    "Ya estás en una carrera de movimiento. Termínala o abandónala primero.",
  "That dungeon does not exist.": "Esa mazmorra no existe.",
  "This dungeon has expired.": "Esta mazmorra ha caducado.",
  "This gate has not opened yet.": "Este portal aún no se ha abierto.",
  "You entered {dungeon}. {monster} appears!": "Entraste en {dungeon}. ¡Aparece {monster}!",
  "This is not a party battle.": "Esta no es una batalla de grupo.",
  "A party can only enter combat dungeons together.":
    "Un grupo solo puede entrar junto en mazmorras de combate.",
  "Your party entered {dungeon}. {monster} appears!":
    "Tu grupo entró en {dungeon}. ¡Aparece {monster}!",
  "{monster} is defeated!": "¡{monster} ha sido derrotado!",
  "{monster} strikes back, but Iron Wall blocks it!":
    "{monster} contraataca, ¡pero Muro de Hierro lo bloquea!",
  "{monster} strikes back for {damage} damage!": "¡{monster} contraataca y causa {damage} de daño!",
  "Defeat! {monster} struck you down.": "¡Derrota! {monster} te ha abatido.",
  "{message} {monster} is defeated!": "{message} ¡{monster} ha sido derrotado!",
  "{message} Iron Wall blocks {monster}'s counter-attack!":
    "{message} ¡Muro de Hierro bloquea el contraataque de {monster}!",
  "{message} {monster} strikes back for {damage}!":
    "{message} ¡{monster} contraataca y causa {damage}!",
  "You escaped from {monster}. No rewards this time.":
    "Escapaste de {monster}. Esta vez no hay recompensas.",
  "Failed to Escape! {monster} attacks while you are distracted for {damage} damage.":
    "¡Huida fallida! {monster} ataca mientras estás distraído y causa {damage} de daño.",
  "You try to run away...": "Intentas huir...",
  "{text} Defeat!": "{text} ¡Derrota!",
  "You have already claimed this victory.": "Ya reclamaste esta victoria.",
  "{monster} is still standing. Keep fighting!": "{monster} sigue en pie. ¡Sigue luchando!",
  "Victory! +{xpGained} XP, +{killGold} gold.": "¡Victoria! +{xpGained} XP, +{killGold} de oro.",
  "{dungeon} cleared! +{dungeonXp} XP, +{dungeonGold} gold.":
    "¡{dungeon} superada! +{dungeonXp} XP, +{dungeonGold} de oro.",
  "You found {item}!": "¡Encontraste {item}!",
  "{monster} defeated! Next Enemy Approaching: {monster2}.":
    "¡{monster} derrotado! Se acerca el siguiente enemigo: {monster2}.",
  "Dungeon cleared! {dungeon} is conquered.": "¡Mazmorra superada! {dungeon} ha sido conquistada.",
  "Choose a class to use magic.": "Elige una clase para usar magia.",
  "You have already used {skill} in this battle.": "Ya usaste {skill} en esta batalla.",
  "You cast {skill}: your next attack deals double damage.":
    "Lanzas {skill}: tu próximo ataque hace el doble de daño.",
  "You cast {skill}: the next counter-attack is blocked.":
    "Lanzas {skill}: el próximo contraataque queda bloqueado.",
  "You cast {skill} and restore {healing} HP.": "Lanzas {skill} y recuperas {healing} HP.",
  "That message does not exist.": "Ese mensaje no existe.",
  "You cannot report your own message.": "No puedes denunciar tu propio mensaje.",
  "You have reported a lot this hour. Try again later.":
    "Has denunciado mucho esta hora. Inténtalo más tarde.",
  "Thank you. The message was reported.": "Gracias. El mensaje fue denunciado.",
  "Unable to send message: give the text and a chat type.":
    "No se pudo enviar el mensaje: indica el texto y un tipo de chat.",
  "A message cannot be empty.": "Un mensaje no puede estar vacío.",
  "A message can be at most {CHAT_MAX_LENGTH} characters.":
    "Un mensaje puede tener como máximo {CHAT_MAX_LENGTH} caracteres.",
  "You are sending messages too fast. Wait a few seconds.":
    "Estás enviando mensajes demasiado rápido. Espera unos segundos.",
  "This phone is not a controller. Scan the code on the big screen again.":
    "Este teléfono no es un mando. Vuelve a escanear el código de la pantalla grande.",
  "This controller has ended. Pair again from the big screen to play on.":
    "Este mando ha terminado. Vuelve a emparejarlo desde la pantalla grande para seguir jugando.",
  "The battle is over. Pair again from the big screen for the next one.":
    "La batalla terminó. Vuelve a emparejar desde la pantalla grande para la siguiente.",
  "This pairing link has expired or was already used. Make a new one on the big screen.":
    "Este enlace de emparejamiento caducó o ya se usó. Crea uno nuevo en la pantalla grande.",
  "No pairing has that code: it may be mistyped or expired. Make a new one on the big screen.":
    "Ningún emparejamiento tiene ese código: puede estar mal escrito o caducado. Crea uno nuevo en la pantalla grande.",
  "Start a battle first: a controller plays one battle.":
    "Empieza primero una batalla: un mando juega una batalla.",
  "Too many wrong pairing codes. Please wait a few minutes and try again.":
    "Demasiados códigos de emparejamiento erróneos. Espera unos minutos e inténtalo de nuevo.",
  "That battle is already over.": "Esa batalla ya terminó.",
  "This phone is now your controller.": "Este teléfono ahora es tu mando.",
  "You entered {dungeon}.": "Entraste en {dungeon}.",
  "Could not find a user with that username.": "No se encontró ningún usuario con ese nombre.",
  "That hunter does not exist.": "Ese cazador no existe.",
  "That friend request does not exist.": "Esa solicitud de amistad no existe.",
  "You are already friends.": "Ya sois amigos.",
  "{hunterName} accepted your friend request.": "{hunterName} aceptó tu solicitud de amistad.",
  "You cannot send a friend request to yourself.":
    "No puedes enviarte una solicitud de amistad a ti mismo.",
  "{hunterName} wants to be your friend.": "{hunterName} quiere ser tu amigo.",
  "Friend request sent to {hunterName}.": "Solicitud de amistad enviada a {hunterName}.",
  "Please try again.": "Inténtalo de nuevo.",
  "You are already friends with {hunterName}.": "Ya eres amigo de {hunterName}.",
  "A friend request to {hunterName} is already pending.":
    "Ya hay una solicitud de amistad pendiente para {hunterName}.",
  "You and {hunterName} are now friends.": "{hunterName} y tú ahora sois amigos.",
  "Only the hunter who received this request can answer it.":
    "Solo el cazador que recibió esta solicitud puede responderla.",
  "Friend request accepted.": "Solicitud de amistad aceptada.",
  "Friend request declined.": "Solicitud de amistad rechazada.",
  "You are not friends with that hunter.": "No eres amigo de ese cazador.",
  "Friend removed.": "Amigo eliminado.",
  "You can only message your friends.": "Solo puedes enviar mensajes a tus amigos.",
  "Message sent.": "Mensaje enviado.",
  "You are not in a guild.": "No estás en un gremio.",
  "Your guild rank does not allow that.": "Tu rango en el gremio no lo permite.",
  "This invitation has expired: that guild no longer exists.":
    "Esta invitación ha caducado: ese gremio ya no existe.",
  "This invitation has expired.": "Esta invitación ha caducado.",
  "That invitation does not exist.": "Esa invitación no existe.",
  "That invitation was already answered.": "Esa invitación ya fue respondida.",
  "Invitation declined.": "Invitación rechazada.",
  "Guild Joined! Welcome to {name}.": "¡Te uniste al gremio! Bienvenido a {name}.",
  "You are already in a guild.": "Ya estás en un gremio.",
  "Insufficient Gold: You need 10,000 gold to create a guild.":
    "Oro insuficiente: necesitas 10,000 de oro para crear un gremio.",
  "Sign in to continue.": "Inicia sesión para continuar.",
  "A guild with that name already exists.": "Ya existe un gremio con ese nombre.",
  "Guild Created!": "¡Gremio creado!",
  "Only the guild owner sets permission levels.":
    "Solo el dueño del gremio fija los niveles de permiso.",
  "Message deleted.": "Mensaje eliminado.",
  "That rank does not exist.": "Ese rango no existe.",
  "The owner rank cannot be deleted.": "El rango de dueño no se puede eliminar.",
  "A guild keeps at least one rank below the owner's.":
    "Un gremio conserva al menos un rango por debajo del dueño.",
  "That hunter is not banned from your guild.": "Ese cazador no está vetado en tu gremio.",
  "Ban lifted. That hunter may join your guild again.":
    "Veto levantado. Ese cazador puede volver a unirse a tu gremio.",
  "That insignia was not uploaded here. Upload it again.":
    "Esa insignia no se subió aquí. Vuelve a subirla.",
  "You cannot invite yourself.": "No puedes invitarte a ti mismo.",
  "That hunter is already in a guild.": "Ese cazador ya está en un gremio.",
  "That hunter already has an invitation to your guild.":
    "Ese cazador ya tiene una invitación a tu gremio.",
  "{hunterName} invites you to join {name}.": "{hunterName} te invita a unirte a {name}.",
  "A hunter invites you to join {name}.": "Un cazador te invita a unirte a {name}.",
  "Invitation sent.": "Invitación enviada.",
  "You were kicked from this guild. You can join it again only by accepting an invitation from it.":
    "Te expulsaron de este gremio. Solo puedes volver aceptando una invitación suya.",
  "That hunter is not in your guild.": "Ese cazador no está en tu gremio.",
  "You cannot kick a member of your rank or above.":
    "No puedes expulsar a un miembro de tu rango o superior.",
  "You were removed from {name}. You can join it again only if invited.":
    "Te retiraron de {name}. Solo puedes volver si te invitan.",
  "The guild owner cannot leave the guild.": "El dueño del gremio no puede abandonarlo.",
  "That guild no longer exists.": "Ese gremio ya no existe.",
  "That guild is full.": "Ese gremio está lleno.",
  "This invitation has expired: its sender left the guild.":
    "Esta invitación ha caducado: quien la envió dejó el gremio.",
  "This invitation has expired: its sender may no longer invite to the guild.":
    "Esta invitación ha caducado: quien la envió ya no puede invitar al gremio.",
  "Your rank cannot kick members, so you cannot give that power to a rank.":
    "Tu rango no puede expulsar miembros, así que no puedes dar ese poder a un rango.",
  "Your rank cannot send announcements, so you cannot give that power to a rank.":
    "Tu rango no puede enviar anuncios, así que no puedes dar ese poder a un rango.",
  "Your rank cannot delete messages, so you cannot give that power to a rank.":
    "Tu rango no puede borrar mensajes, así que no puedes dar ese poder a un rango.",
  "Your rank cannot edit the guild, so you cannot give that power to a rank.":
    "Tu rango no puede editar el gremio, así que no puedes dar ese poder a un rango.",
  "Your rank cannot manage ranks, so you cannot give that power to a rank.":
    "Tu rango no puede gestionar rangos, así que no puedes dar ese poder a un rango.",
  "Requires Level 3: Edit Guild and Manage Ranks need permission level 3.":
    "Requiere nivel 3: Editar gremio y Gestionar rangos necesitan el nivel de permiso 3.",
  "The new name must be different from the current one.":
    "El nuevo nombre debe ser distinto del actual.",
  "You need 500 gold to change the guild name.":
    "Necesitas 500 de oro para cambiar el nombre del gremio.",
  "No such insignia.": "No existe esa insignia.",
  "You can only change the rank of members below your own.":
    "Solo puedes cambiar el rango de miembros por debajo del tuyo.",
  "You can only give a rank below your own.": "Solo puedes dar un rango inferior al tuyo.",
  "Member rank updated.": "Rango del miembro actualizado.",
  "The owner rank cannot be edited.": "El rango de dueño no se puede editar.",
  "This instance is shutting down.": "Esta instancia se está apagando.",
  "The database is not reachable.": "No se puede acceder a la base de datos.",
  "That battle was not found.": "No se encontró esa batalla.",
  "That battle is too old for a heart-rate summary.":
    "Esa batalla es demasiado antigua para un resumen de frecuencia cardíaca.",
  "The summary measures {measured} seconds, but the battle began {floor} seconds ago.":
    "El resumen mide {measured} segundos, pero la batalla empezó hace {floor} segundos.",
  "This battle's heart rate is already recorded.":
    "La frecuencia cardíaca de esta batalla ya está registrada.",
  "Heart rate recorded.": "Frecuencia cardíaca registrada.",
  "That item is not in your inventory.": "Ese objeto no está en tu inventario.",
  "{item} is listed in the auction.": "{item} está publicado en la subasta.",
  "{item} is not a chest.": "{item} no es un cofre.",
  "{item} cannot be opened.": "{item} no se puede abrir.",
  "You have no {item} left.": "No te queda {item}.",
  "You opened {item} and found {join}.": "Abriste {item} y encontraste {join}.",
  "{item} cannot be used.": "{item} no se puede usar.",
  "Your HP is already full.": "Tu HP ya está lleno.",
  "You used {item} and restored {healingAmount} HP.":
    "Usaste {item} y recuperaste {healingAmount} HP.",
  "Thread read.": "Conversación leída.",
  "That movement run does not exist.": "Esa carrera de movimiento no existe.",
  "This movement run is already over.": "Esta carrera de movimiento ya terminó.",
  "Notification marked as read.": "Notificación marcada como leída.",
  "Notification deleted.": "Notificación eliminada.",
  "That notification does not exist.": "Esa notificación no existe.",
  "Accept the Player qualification before the assessment.":
    "Acepta la calificación de Jugador antes de la evaluación.",
  "You have already completed the assessment.": "Ya completaste la evaluación.",
  "You can only choose your own class.": "Solo puedes elegir tu propia clase.",
  "Complete the assessment before choosing a class.":
    "Completa la evaluación antes de elegir una clase.",
  "You have already chosen a class.": "Ya elegiste una clase.",
  "Complete the assessment before your profile.": "Completa la evaluación antes de tu perfil.",
  "That dungeon confirmation does not exist.": "Esa confirmación de mazmorra no existe.",
  "Only the party leader can lead the party into a dungeon.":
    "Solo el líder del grupo puede llevar al grupo a una mazmorra.",
  "Your party needs a second hunter. Enter alone instead.":
    "Tu grupo necesita un segundo cazador. Entra solo en su lugar.",
  "Your party is already answering a dungeon request.":
    "Tu grupo ya está respondiendo a una solicitud de mazmorra.",
  "{hunterName} wants to enter {dungeon} (rank {rank}) with the party. Confirm within {minutes} minutes.":
    "{hunterName} quiere entrar en {dungeon} (rango {rank}) con el grupo. Confirma en {minutes} minutos.",
  "Your leader wants to enter {dungeon} (rank {rank}) with the party. Confirm within {minutes} minutes.":
    "Tu líder quiere entrar en {dungeon} (rango {rank}) con el grupo. Confirma en {minutes} minutos.",
  "Dungeon Entered!": "¡Entraste en la mazmorra!",
  "Waiting for the rest of the party to confirm.": "Esperando a que el resto del grupo confirme.",
  "{hunterName} is already in a battle. Dungeon entry cancelled.":
    "{hunterName} ya está en una batalla. Entrada a la mazmorra cancelada.",
  "This party is full (4 hunters at most).": "Este grupo está lleno (4 cazadores como máximo).",
  "This invitation has expired: its sender left the party.":
    "Esta invitación ha caducado: quien la envió dejó el grupo.",
  "This invitation has expired: its sender no longer leads the party.":
    "Esta invitación ha caducado: quien la envió ya no lidera el grupo.",
  "You are not in a party.": "No estás en un grupo.",
  "You are already in a party. Leave it first.": "Ya estás en un grupo. Sal de él primero.",
  "This invitation has expired: that party no longer exists.":
    "Esta invitación ha caducado: ese grupo ya no existe.",
  "Only the party leader can invite hunters.": "Solo el líder del grupo puede invitar cazadores.",
  "{hunterName} is already in a party.": "{hunterName} ya está en un grupo.",
  "{hunterName} already has an invitation to your party.":
    "{hunterName} ya tiene una invitación a tu grupo.",
  "{hunterName} invited you to join the party {name}.":
    "{hunterName} te invitó a unirte al grupo {name}.",
  "Invitation sent to {hunterName}.": "Invitación enviada a {hunterName}.",
  "You have already answered this invitation.": "Ya respondiste a esta invitación.",
  "You declined the invitation to {name}.": "Rechazaste la invitación a {name}.",
  "{hunterName} joined your party {name}.": "{hunterName} se unió a tu grupo {name}.",
  "You joined {name}.": "Te uniste a {name}.",
  "You left {name}.": "Saliste de {name}.",
  "Only the party leader can remove a member.":
    "Solo el líder del grupo puede retirar a un miembro.",
  "To leave your own party, use Leave Party.":
    "Para salir de tu propio grupo, usa Salir del grupo.",
  "That hunter is not in your party.": "Ese cazador no está en tu grupo.",
  "{hunterName} removed you from {name}.": "{hunterName} te retiró de {name}.",
  "The leader removed you from {name}.": "El líder te retiró de {name}.",
  "{hunterName} was removed from the party.": "{hunterName} fue retirado del grupo.",
  "The requested hunter profile could not be found.":
    "No se encontró el perfil de cazador solicitado.",
  "Please choose an image file: a picture can only be one you uploaded.":
    "Elige un archivo de imagen: una imagen solo puede ser una que hayas subido.",
  "That hunter has no avatar.": "Ese cazador no tiene avatar.",
  "You are already reawakening: take the assessment.": "Ya estás redespertando: haz la evaluación.",
  "Leave the dungeon before reawakening.": "Sal de la mazmorra antes de redespertar.",
  "You need {toLocaleString} more gold to reawaken.":
    "Necesitas {toLocaleString} de oro más para redespertar.",
  "You have reawakened. Take the assessment again.":
    "Has redespertado. Vuelve a hacer la evaluación.",
  "The subscription's endpoint is not a URL.": "El endpoint de la suscripción no es una URL.",
  "The subscription's endpoint must be an https:// URL.":
    "El endpoint de la suscripción debe ser una URL https://.",
  "The subscription's endpoint is not a browser's push service.":
    "El endpoint de la suscripción no es el servicio push de un navegador.",
  "Reminders are not set up on this server.":
    "Los recordatorios no están configurados en este servidor.",
  "The subscription's p256dh key is not a P-256 public key.":
    "La clave p256dh de la suscripción no es una clave pública P-256.",
  "The subscription's auth secret must be 16 bytes.":
    "El secreto auth de la suscripción debe tener 16 bytes.",
  "This device will get reminders.": "Este dispositivo recibirá recordatorios.",
  "This device has no reminders to turn off.":
    "Este dispositivo no tiene recordatorios que desactivar.",
  "This device will get no more reminders.": "Este dispositivo ya no recibirá recordatorios.",
  "Your daily quest closes in 1 hour. Complete it to avoid the penalty.":
    "Tu misión diaria cierra en 1 hora. Complétala para evitar la penalización.",
  "Your daily quest closes in {hours} hours. Complete it to avoid the penalty.":
    "Tu misión diaria cierra en {hours} horas. Complétala para evitar la penalización.",
  "You have no rest day planned on {from}.": "No tienes un día de descanso planeado el {from}.",
  "You have no time away planned on {from}.": "No tienes tiempo fuera planeado el {from}.",
  "Your rest day has already begun; it can no longer be cancelled.":
    "Tu día de descanso ya empezó; ya no se puede cancelar.",
  "Your time away has already begun; it can no longer be cancelled.":
    "Tu tiempo fuera ya empezó; ya no se puede cancelar.",
  "That task does not exist in this quest.": "Esa tarea no existe en esta misión.",
  "{task} has no count of reps to do in sets: tick it by hand.":
    "{task} no tiene un número de repeticiones por series: márcala a mano.",
  "This task counts {exercise}, not {exercise2}.": "Esta tarea cuenta {exercise}, no {exercise2}.",
  "That quest does not exist.": "Esa misión no existe.",
  "This quest is completed and locked.": "Esta misión está completada y bloqueada.",
  "This quest has expired and is locked.": "Esta misión ha caducado y está bloqueada.",
  "Finish every task before completing this quest.":
    "Termina todas las tareas antes de completar esta misión.",
  "Quest Complete!": "¡Misión completada!",
  "{quest} complete: +{xp} XP, +{gold} gold.": "{quest} completada: +{xp} XP, +{gold} de oro.",
  "You are uploading pictures too fast. Please try again in a few minutes.":
    "Estás subiendo imágenes demasiado rápido. Inténtalo de nuevo en unos minutos.",
  "This hunter is not accepting that from you.": "Este cazador no acepta eso de tu parte.",
  "You blocked this hunter. Unblock them first.":
    "Bloqueaste a este cazador. Desbloquéalo primero.",
  "You cannot block yourself.": "No puedes bloquearte a ti mismo.",
  "You cannot mute yourself.": "No puedes silenciarte a ti mismo.",
  "{hunterName} is blocked.": "{hunterName} está bloqueado.",
  "{hunterName} is muted.": "{hunterName} está silenciado.",
  "You have not muted or blocked that hunter.": "No has silenciado ni bloqueado a ese cazador.",
  "That listing is not in the auction.": "Esa publicación no está en la subasta.",
  "That page cursor is not valid.": "Ese cursor de página no es válido.",
  "You can have at most {OPEN_LISTINGS_MAX} open listings. Cancel one or wait for a sale.":
    "Puedes tener como máximo {OPEN_LISTINGS_MAX} publicaciones abiertas. Cancela una o espera una venta.",
  "{item} is already listed in the auction.": "{item} ya está publicado en la subasta.",
  "Unequip {item} before listing it.": "Desequipa {item} antes de publicarlo.",
  "You have only {quantity} {item} to list, not {quantity2}.":
    "Solo tienes {quantity} {item} para publicar, no {quantity2}.",
  "{item} cannot be listed right now.": "{item} no se puede publicar ahora mismo.",
  "That listing is no longer active.": "Esa publicación ya no está activa.",
  "Listing withdrawn.": "Publicación retirada.",
  "You cannot buy your own listing.": "No puedes comprar tu propia publicación.",
  "That listing has already been sold or withdrawn.": "Esa publicación ya se vendió o se retiró.",
  "Item has been added to your inventory!": "¡El objeto se añadió a tu inventario!",
  "Not enough gold: {item} costs {price} gold and you have {gold}.":
    "Oro insuficiente: {item} cuesta {price} de oro y tienes {gold}.",
  "That item is not sold in the Hunter's Market.":
    "Ese objeto no se vende en el Mercado del Cazador.",
  "Locked: {item} needs rank {minRank}.": "Bloqueado: {item} requiere rango {minRank}.",
  "Your account has been deleted.": "Tu cuenta ha sido eliminada.",
  "Your time zone changed less than an hour ago; it can change again at {slice} UTC.":
    "Tu zona horaria cambió hace menos de una hora; puede volver a cambiar a las {slice} UTC.",
  "You have not unlocked the title {title} yet.": "Aún no has desbloqueado el título {title}.",
  "That watch link does not exist.": "Ese enlace para ver no existe.",
  "This fight has ended.": "Esta pelea ha terminado.",
  "The server is restarting.": "El servidor se está reiniciando.",
  "Your session has ended. Please sign in again.":
    "Tu sesión ha terminado. Vuelve a iniciar sesión.",
  "Too many watch connections from this address.":
    "Demasiadas conexiones para ver desde esta dirección.",
  "This fight has as many watchers as it may have.":
    "Esta pelea ya tiene tantos espectadores como puede tener.",
  "Too many open connections for this hunter.": "Demasiadas conexiones abiertas para este cazador.",
  "That message is not one the server knows.": "Ese mensaje no es uno que el servidor conozca.",
  "Something went wrong. Please try again.": "Algo salió mal. Inténtalo de nuevo.",
  "Give the token a name.": "Ponle un nombre al token.",
  "A token's name is at most 60 characters.":
    "El nombre de un token tiene como máximo 60 caracteres.",
  "Unknown token.": "Token desconocido.",
  "Please enter a new password.": "Introduce una nueva contraseña.",
  "Password must be at least 6 characters long.": "La contraseña debe tener al menos 6 caracteres.",
  "Password must be at most {PASSWORD_MAX} characters long.":
    "La contraseña debe tener como máximo {PASSWORD_MAX} caracteres.",
  "Please enter your current password.": "Introduce tu contraseña actual.",
  "Please enter your email address.": "Introduce tu dirección de correo.",
  "Email address is too long.": "La dirección de correo es demasiado larga.",
  "Please enter a valid email address.": "Introduce una dirección de correo válida.",
  "Hunter name must be at most {HUNTER_NAME_MAX} characters.":
    "El nombre de cazador debe tener como máximo {HUNTER_NAME_MAX} caracteres.",
  "Please enter both email and password.": "Introduce el correo y la contraseña.",
  "Please fill in all fields.": "Rellena todos los campos.",
  "That battle id is not valid.": "Ese id de batalla no es válido.",
  "Attack must be light, heavy or combo.": "El ataque debe ser light, heavy o combo.",
  "Reps must be a whole number.": "Las repeticiones deben ser un número entero.",
  "Reps must be at least 1.": "Las repeticiones deben ser al menos 1.",
  "Reps must be at most 100.": "Las repeticiones deben ser como máximo 100.",
  "That dungeon id is not valid.": "Ese id de mazmorra no es válido.",
  "Enemy index must be a whole number.": "El índice del enemigo debe ser un número entero.",
  "A message must be text.": "Un mensaje debe ser texto.",
  "That pairing link is not valid.": "Ese enlace de emparejamiento no es válido.",
  "The code is {CONTROLLER_CODE_LENGTH} letters and digits.":
    "El código tiene {CONTROLLER_CODE_LENGTH} letras y dígitos.",
  "Choose an item to equip.": "Elige un objeto para equipar.",
  "Slot must be one of: {join}.": "La ranura debe ser una de: {join}.",
  "Choose an item to unequip.": "Elige un objeto para desequipar.",
  "Choose a chest to open.": "Elige un cofre para abrir.",
  "Please enter a username.": "Introduce un nombre de usuario.",
  "Please enter a message.": "Escribe un mensaje.",
  "A message can be at most {FRIEND_MESSAGE_MAX} characters.":
    "Un mensaje puede tener como máximo {FRIEND_MESSAGE_MAX} caracteres.",
  "Please enter a guild name.": "Introduce un nombre de gremio.",
  "A guild name is at most {GUILD_NAME_MAX_LENGTH} characters.":
    "Un nombre de gremio tiene como máximo {GUILD_NAME_MAX_LENGTH} caracteres.",
  "A description is at most {GUILD_DESCRIPTION_MAX_LENGTH} characters.":
    "Una descripción tiene como máximo {GUILD_DESCRIPTION_MAX_LENGTH} caracteres.",
  "A rank colour is a #rrggbb colour.": "El color de un rango es un color #rrggbb.",
  "Invalid File: Please upload an image file.": "Archivo no válido: sube un archivo de imagen.",
  "Please upload an insignia.": "Sube una insignia.",
  "A rank needs a name.": "Un rango necesita un nombre.",
  "A rank name is at most 30 characters.": "Un nombre de rango tiene como máximo 30 caracteres.",
  "Permission level is 0 to 3.": "El nivel de permiso va de 0 a 3.",
  "The owner's rank needs a name.": "El rango del dueño necesita un nombre.",
  "At most {MAX_WIZARD_RANKS} ranks.": "Como máximo {MAX_WIZARD_RANKS} rangos.",
  "That guild id is not valid.": "Ese id de gremio no es válido.",
  "That hunter id is not valid.": "Ese id de cazador no es válido.",
  "Please enter an announcement.": "Escribe un anuncio.",
  "An announcement is at most 500 characters.": "Un anuncio tiene como máximo 500 caracteres.",
  "That member id is not valid.": "Ese id de miembro no es válido.",
  "That rank id is not valid.": "Ese id de rango no es válido.",
  "That invitation id is not valid.": "Ese id de invitación no es válido.",
  'Answer the invitation with status "accepted" or "declined".':
    'Responde a la invitación con status "accepted" o "declined".',
  "{name} must be a whole number from {min} to {max}.":
    "{name} debe ser un número entero de {min} a {max}.",
  "A battle lasts at most {HEART_RATE_MAX_SECONDS} seconds; the zones add up to {total}.":
    "Una batalla dura como máximo {HEART_RATE_MAX_SECONDS} segundos; las zonas suman {total}.",
  "Choose an item to use.": "Elige un objeto para usar.",
  "Period must be alltime, monthly or weekly.": "El periodo debe ser alltime, monthly o weekly.",
  "Rank must be one of S, A, B, C, D, E.": "El rango debe ser uno de S, A, B, C, D, E.",
  "Search at most 40 characters.": "Busca como máximo 40 caracteres.",
  "Limit must be a number.": "El límite debe ser un número.",
  "Limit must be a whole number.": "El límite debe ser un número entero.",
  "Limit must be at least 1.": "El límite debe ser al menos 1.",
  "Limit can be at most {THREAD_PAGE_MAX}.": "El límite puede ser como máximo {THREAD_PAGE_MAX}.",
  "That run id is not valid.": "Ese id de carrera no es válido.",
  "Latitude must be a number from -90 to 90.": "La latitud debe ser un número de -90 a 90.",
  "Longitude must be a number from -180 to 180.": "La longitud debe ser un número de -180 a 180.",
  "Accuracy must be a number of metres from 0 to 100000.":
    "La precisión debe ser un número de metros de 0 a 100000.",
  "Timestamp must be the reading's time in milliseconds since 1970.":
    "La marca de tiempo debe ser la hora de la lectura en milisegundos desde 1970.",
  "That id is not valid.": "Ese id no es válido.",
  "Push-ups must be a whole number from {min} to {max}.":
    "Las flexiones deben ser un número entero de {min} a {max}.",
  "Sit-ups must be a whole number from {min} to {max}.":
    "Los abdominales deben ser un número entero de {min} a {max}.",
  "Plank time must be a whole number from {min} to {max}.":
    "El tiempo de plancha debe ser un número entero de {min} a {max}.",
  "Exercise frequency must be one of: {join}.":
    "La frecuencia de ejercicio debe ser una de: {join}.",
  "Fitness goal must be one of: {join}.": "El objetivo de forma física debe ser uno de: {join}.",
  "Class must be one of: {join}.": "La clase debe ser una de: {join}.",
  "Please enter a party name.": "Introduce un nombre de grupo.",
  "Not all party members confirmed. Dungeon entry cancelled.":
    "No todos los miembros del grupo confirmaron. Entrada a la mazmorra cancelada.",
  "A party name has at most 40 characters.": "Un nombre de grupo tiene como máximo 40 caracteres.",
  "Choose one hunter to invite (inviteeId or hunterName).":
    "Elige un cazador para invitar (inviteeId o hunterName).",
  "Answer accepted or declined.": "Responde accepted o declined.",
  "Answer confirmed: true or false.": "Responde confirmed: true o false.",
  "Hunter name cannot be empty.": "El nombre de cazador no puede estar vacío.",
  "Send a hunterName or a profileImageUrl.": "Envía un hunterName o un profileImageUrl.",
  "Quiet hours are a time like 22:00.": "Las horas de silencio son una hora como 22:00.",
  "Choose how many hours before the daily quest closes.":
    "Elige cuántas horas antes de que cierre la misión diaria.",
  "Choose a whole number of hours.": "Elige un número entero de horas.",
  "Choose between 1 and 12 hours.": "Elige entre 1 y 12 horas.",
  "Quiet hours need both a start and an end.":
    "Las horas de silencio necesitan un inicio y un final.",
  "The subscription's {what} key is missing.": "Falta la clave {what} de la suscripción.",
  "The subscription's {what} key is not base64url.":
    "La clave {what} de la suscripción no es base64url.",
  "The subscription's endpoint is too long.": "El endpoint de la suscripción es demasiado largo.",
  "The subscription's keys are missing.": "Faltan las claves de la suscripción.",
  "Say which subscription to remove.": "Indica qué suscripción quitar.",
  "That quest id is not valid.": "Ese id de misión no es válido.",
  "{field} must be a day written YYYY-MM-DD.": "{field} debe ser un día escrito AAAA-MM-DD.",
  "A reason can be at most {REPORT_REASON_MAX} characters.":
    "Un motivo puede tener como máximo {REPORT_REASON_MAX} caracteres.",
  "Choose an item to buy.": "Elige un objeto para comprar.",
  "Page size must be a whole number from 1 to {AUCTION_PAGE_MAX}.":
    "El tamaño de página debe ser un número entero de 1 a {AUCTION_PAGE_MAX}.",
  "Choose an item to list.": "Elige un objeto para publicar.",
  "Invalid Price: the most an item can cost is 100,000,000 gold.":
    "Precio no válido: lo máximo que puede costar un objeto es 100,000,000 de oro.",
  "Description must be at most 500 characters.":
    "La descripción debe tener como máximo 500 caracteres.",
  "Quantity must be a whole number of at least 1.":
    "La cantidad debe ser un número entero de al menos 1.",
  "Choose a listing to buy.": "Elige una publicación para comprar.",
  "Choose a listing to withdraw.": "Elige una publicación para retirar.",
  "{name} must be a whole number.": "{name} debe ser un número entero.",
  "Timezone must be an IANA time zone name such as Asia/Kathmandu.":
    "La zona horaria debe ser un nombre de zona IANA como Asia/Kathmandu.",
  "Timezone is not a known IANA time zone.": "La zona horaria no es una zona IANA conocida.",
  "Region must be one of: {join}.": "La región debe ser una de: {join}.",
  "Language must be one of: {join}.": "El idioma debe ser uno de: {join}.",
  "Title must be one of: {join}.": "El título debe ser uno de: {join}.",
  "That watch link is not valid.": "Ese enlace para ver no es válido.",
  "Completed in {elapsedSeconds} s; this work takes at least {minimumSeconds} s.":
    "Completado en {elapsedSeconds} s; este trabajo lleva al menos {minimumSeconds} s.",
  "You need {cost} energy to generate this quest.":
    "Necesitas {cost} de energía para generar esta misión.",
  "Cannot equip {type} in {slot} slot.": "No se puede equipar {type} en la ranura {slot}.",
  "The average heart rate cannot be above the maximum.":
    "La frecuencia cardíaca media no puede superar la máxima.",
  "A heart-rate summary needs at least one second in a zone.":
    "Un resumen de frecuencia cardíaca necesita al menos un segundo en una zona.",
  "Time in a zone above the maximum heart rate's zone is not possible.":
    "No es posible pasar tiempo en una zona por encima de la zona de la frecuencia máxima.",
  "The average heart rate lies outside the zones with time in them.":
    "La frecuencia cardíaca media queda fuera de las zonas con tiempo registrado.",
  "Hunter names cannot contain invisible or text-direction characters.":
    "Los nombres de cazador no pueden contener caracteres invisibles ni de dirección de texto.",
  "Party names cannot contain invisible or text-direction characters.":
    "Los nombres de grupo no pueden contener caracteres invisibles ni de dirección de texto.",
  "Guild names cannot contain invisible or text-direction characters.":
    "Los nombres de gremio no pueden contener caracteres invisibles ni de dirección de texto.",
  "You have sent this hunter too many friend requests. Try again in a few minutes.":
    "Has enviado demasiadas solicitudes de amistad a este cazador. Inténtalo de nuevo en unos minutos.",
  "You have invited this hunter too often. Try again in a few minutes.":
    "Has invitado a este cazador demasiadas veces. Inténtalo de nuevo en unos minutos.",
  "You are sending this hunter messages too fast. Wait a minute.":
    "Estás enviando mensajes a este cazador demasiado rápido. Espera un minuto.",
  "That day has already begun on your clock; plan a rest day before it starts.":
    "Ese día ya empezó en tu reloj; planifica un día de descanso antes de que empiece.",
  "That day is in the past.": "Ese día ya pasó.",
  "Plan at most {PLAN_AHEAD_DAYS} days ahead.":
    "Planifica como máximo con {PLAN_AHEAD_DAYS} días de antelación.",
  "You already rest on {from}.": "Ya descansas el {from}.",
  "You are already away from {from} to {to}.": "Ya estás ausente del {from} al {to}.",
  "You already have a rest day in the week of {date}; one a week at most.":
    "Ya tienes un día de descanso en la semana del {date}; uno por semana como máximo.",
  "The last day comes before the first.": "El último día va antes del primero.",
  "Time away lasts {AWAY_MIN_DAYS} to {AWAY_MAX_DAYS} days; this is {days}.":
    "El tiempo fuera dura de {AWAY_MIN_DAYS} a {AWAY_MAX_DAYS} días; este es de {days}.",
  "Time away is once a month: yours from {from} starts less than {AWAY_GAP_DAYS} days from this one.":
    "El tiempo fuera es una vez al mes: el tuyo desde el {from} empieza a menos de {AWAY_GAP_DAYS} días de este.",
  "Too fast: {reps} reps take at least {atLeast} s; this set says {says} s.":
    "Demasiado rápido: {reps} repeticiones llevan al menos {atLeast} s; esta serie dice {says} s.",
  "Too fast: {reps} reps take at least {atLeast} s; only {passed} s passed since your last set.":
    "Demasiado rápido: {reps} repeticiones llevan al menos {atLeast} s; solo pasaron {passed} s desde tu última serie.",
  "Reset your RepGate password": "Restablece tu contraseña de RepGate",
  "Set a new password here (the link works once, for 30 minutes):":
    "Elige una nueva contraseña aquí (el enlace sirve una vez, durante 30 minutos):",
  "1 notification marked as read.": "1 notificación marcada como leída.",
  "{updated} notifications marked as read.": "{updated} notificaciones marcadas como leídas.",
  "Friend Request Accepted": "Solicitud de amistad aceptada",
  "Friend Request": "Solicitud de amistad",
  "Message from {hunterName}": "Mensaje de {hunterName}",
  "Guild Invitation": "Invitación al gremio",
  "Kicked from Guild": "Expulsado del gremio",
  "Dungeon Entry Cancelled": "Entrada a la mazmorra cancelada",
  "Party Dungeon Confirmation": "Confirmación de mazmorra del grupo",
  "Party Invitation": "Invitación al grupo",
  "Party Invitation Accepted": "Invitación al grupo aceptada",
  "Removed from Party": "Retirado del grupo",
  "Daily Quest": "Misión diaria",
  "This Gate Break is over.": "Esta Ruptura de Portal ha terminado.",
  "This Gate Break is not open.": "Esta Ruptura de Portal no está abierta.",
  "This Gate Break is over, or its boss has fallen.":
    "Esta Ruptura de Portal ha terminado o su jefe ha caído.",
  "The boss has fallen. Rewards go to every hunter who dealt damage.":
    "El jefe ha caído. Todos los cazadores que hicieron daño reciben recompensa.",
  "That Gate Break does not exist.": "Esa Ruptura de Portal no existe.",
  "You already joined this Gate Break.": "Ya te uniste a esta Ruptura de Portal.",
  "You are already in a dungeon. Finish it or run away first.":
    "Ya estás en una mazmorra. Termínala o huye primero.",
  "You joined {event}. {boss} towers over the city!":
    "Te uniste a {event}. ¡{boss} se alza sobre la ciudad!",
  "A Gate Break lasts more than 0 and at most {MAX_HOURS} hours.":
    "Una Ruptura de Portal dura más de 0 y como máximo {MAX_HOURS} horas.",
  "Gate Break: {boss}": "Ruptura de Portal: {boss}",
  "{event}: the boss has fallen. Rewards go to every hunter who dealt damage.":
    "{event}: el jefe ha caído. Todos los cazadores que hicieron daño reciben recompensa.",
  "{event} is over. The boss still stands.": "{event} ha terminado. El jefe sigue en pie.",
  "That Gate Break is already scheduled.": "Esa Ruptura de Portal ya está programada.",
  "Too many controller connections from this address.":
    "Demasiadas conexiones de mando desde esta dirección.",
  "A controller sends only its reps: that message is not one it may send.":
    "Un mando solo envía sus repeticiones: ese mensaje no puede enviarlo.",
};
