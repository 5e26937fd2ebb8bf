import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "../components/ui/toaster.tsx";
import { createQueryClient } from "../lib/query-client.ts";

/**
 * What every screen relies on: the query cache and toasts. Tooltips (and the positioning code
 * they bring) belong to the signed-in layout, so the landing page does not download them.
 */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster>{children}</Toaster>
    </QueryClientProvider>
  );
}
