// The boundary with a deployment's bank aggregator (the spec's bank-connection tokens): link an
// account, unlink it, and fetch the statement files it has for it. What comes back is imported like
// an uploaded file (statements.service), so a feed adds no second import path.
//
// - folderBankFeed: the local implementation and default. A linked account reads the files a
//   bank's export or a bridge leaves in <DATA_DIR>/bank-feed/<business rut>/<account number>/; a
//   file read is moved to processed/ (or to rejected/ with the reason beside it).
// - A deployment with an aggregator (Fintoc, Floid, Prometeo, a bank's own API) implements
//   BankFeedAdapter with its client and sets it in bank.routes.ts; README.md says what it must do.
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

export type FeedAccount = { businessRut: string; number: string; bankCode: string };
export type FeedFile = { name: string; bytes: Buffer; ref: string };

export type BankFeedAdapter = {
  provider: 'folder' | 'http';
  /** Links the account; answers the feed's own reference for the link. */
  link(account: FeedAccount): Promise<{ externalId: string }>;
  unlink(externalId: string, account: FeedAccount): Promise<void>;
  /** The statement files waiting for the account (at most `limit`). */
  pull(externalId: string, account: FeedAccount, limit: number): Promise<FeedFile[]>;
  /** After the import: the file taken, or refused with the reason. */
  settle(file: FeedFile, outcome: { ok: true } | { ok: false; error: string }): Promise<void>;
};

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export function folderBankFeed(root: string): BankFeedAdapter {
  const folderOf = (a: FeedAccount) => join(root, a.businessRut, a.number);
  const moveAside = async (path: string, sub: string) => {
    const dir = join(path, '..', sub);
    await mkdir(dir, { recursive: true });
    const target = join(dir, `${stamp()}-${basename(path)}`);
    await rename(path, target);
    return target;
  };
  return {
    provider: 'folder',
    async link(account) {
      const dir = folderOf(account);
      await mkdir(dir, { recursive: true });
      return { externalId: `folder:${account.businessRut}/${account.number}` };
    },
    async unlink() {
      // The folder stays: files a bank left there are the user's, not the portal's to delete.
    },
    async pull(_externalId, account, limit) {
      const dir = folderOf(account);
      let names: string[];
      try {
        names = (await readdir(dir)).sort();
      } catch {
        return [];
      }
      const files: FeedFile[] = [];
      for (const name of names) {
        if (files.length >= limit) break;
        if (name.startsWith('.')) continue;
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (!info?.isFile()) continue;
        files.push({ name, bytes: await readFile(path), ref: path });
      }
      return files;
    },
    async settle(file, outcome) {
      const target = await moveAside(file.ref, outcome.ok ? 'processed' : 'rejected');
      if (!outcome.ok) await writeFile(`${target}.error.txt`, `${outcome.error}\n`);
    },
  };
}
