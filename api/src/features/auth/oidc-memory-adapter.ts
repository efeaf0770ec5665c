import type { AdapterPayload } from 'oidc-provider';

/** oidc-provider's storage, in memory and per provider: the built-in provider serves one local process. */
export function memoryAdapter() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt?: number }>();
  const alive = (key: string) => {
    const entry = store.get(key);
    if (entry?.expiresAt && entry.expiresAt < Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      if (store.size > 5000) for (const key of store.keys()) alive(key);
      store.set(`${this.model}:${id}`, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
    }

    async find(id: string) {
      return alive(`${this.model}:${id}`);
    }

    async findByUid(uid: string) {
      return this.findWhere((payload) => payload.uid === uid);
    }

    async findByUserCode(userCode: string) {
      return this.findWhere((payload) => payload.userCode === userCode);
    }

    async consume(id: string) {
      const payload = alive(`${this.model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      store.delete(`${this.model}:${id}`);
    }

    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }

    private findWhere(test: (payload: AdapterPayload) => boolean) {
      for (const key of store.keys()) {
        if (!key.startsWith(`${this.model}:`)) continue;
        const payload = alive(key);
        if (payload && test(payload)) return payload;
      }
      return undefined;
    }
  };
}
