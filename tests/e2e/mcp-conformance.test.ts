import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

/** The official MCP conformance suite's server scenarios that apply to a read-only tools-and-resources server. */
const scenarios = [
  'server-initialize',
  'tools-list',
  'ping',
  'resources-list',
  'dns-rebinding-protection',
  'server-sse-multiple-streams',
];

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

/** Runs one scenario with @modelcontextprotocol/conformance on the pinned Node 24 and returns its checks. */
function runScenario(scenario: string): Check[] {
  const out = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
  try {
    const result = spawnSync(
      'node_modules/.bin/node',
      [
        'node_modules/@modelcontextprotocol/conformance/dist/index.js',
        'server',
        '--url',
        `${baseUrl}/mcp`,
        '--scenario',
        scenario,
        '--output-dir',
        out,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    const dirs = readdirSync(out);
    if (dirs.length !== 1)
      throw new Error(`conformance wrote no results (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
    return JSON.parse(readFileSync(join(out, dirs[0]!, 'checks.json'), 'utf8'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe('MCP conformance suite (@modelcontextprotocol/conformance)', () => {
  it.each(scenarios)('%s passes every check', (scenario) => {
    const checks = runScenario(scenario);
    expect(checks.filter((c) => c.status === 'SUCCESS').length).toBeGreaterThan(0);
    expect(checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING')).toEqual([]);
  });
});
