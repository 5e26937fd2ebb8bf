import { registerContentCatalogue } from "@repgate/game/content/translations/content-text";
import { es } from "@repgate/game/content/translations/es";
import { ja } from "@repgate/game/content/translations/ja";
import { ko } from "@repgate/game/content/translations/ko";
import { ptBR } from "@repgate/game/content/translations/pt-br";

/**
 * The server speaks every language at once (each request, push and socket its own), so it
 * registers every content catalogue when it starts; the web app loads only the hunter's.
 */
registerContentCatalogue("ko", ko);
registerContentCatalogue("es", es);
registerContentCatalogue("pt-BR", ptBR);
registerContentCatalogue("ja", ja);
