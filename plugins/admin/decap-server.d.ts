/** decap-server's middleware for a development server (its package ships no types). */
declare module 'decap-server/dist/middlewares' {
  export function registerLocalFs(app: unknown, options?: {logLevel?: string}): Promise<void>;
}
