export type Family = 'whatsapp' | 'gmail' | 'rag' | 'sales' | 'hr' | 'finance';
export interface Ports {
  api: number;
  shell: number;
  remotes: Record<Family, number>;
}
export declare const REPO_ROOT: string;
export declare const FAMILIES: Family[];
export declare const DEFAULT_PORTS: Ports;
export declare function freePort(): Promise<number>;
export declare function randomPorts(): Promise<Ports>;
export declare function distOf(app: 'shell' | Family): string;
export declare function remoteName(family: Family): string;
export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}
export declare function startBackend(options: {
  port: number;
  dataDir: string;
  siteUrl: string;
  env?: Record<string, string>;
  silent?: boolean;
}): Promise<Backend>;
export interface RemoteServer {
  family: Family;
  url: string;
  entry: string;
  readonly root: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  deploy(dir: string): Promise<void>;
  close(): Promise<void>;
}
export declare function startRemoteServer(
  family: Family,
  port: number,
  root?: string,
  cors?: boolean | string[],
): Promise<RemoteServer>;
export interface ProductionStack {
  shellUrl: string;
  api: Backend | undefined;
  remotes: Record<Family, RemoteServer>;
  runtimeConfig(): {
    SUPABASE_URL: string;
    SUPABASE_ANON_KEY: string;
    API_BASE_URL: string;
    REMOTES: Record<string, string>;
  };
  stop(): Promise<void>;
}
export declare function startProductionStack(options: {
  ports: Ports;
  dataDir: string;
  backend?: boolean;
  silentBackend?: boolean;
  backendEnv?: Record<string, string>;
}): Promise<ProductionStack>;
