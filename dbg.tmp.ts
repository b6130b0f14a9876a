import { analyzeText } from './src/insights/analyze-text.ts';
import { tokenize, lexiconPolarity } from './src/insights/nlp.ts';
for (const s of process.argv.slice(2)) { const t = tokenize(s); console.log(t.normals.map((n, i) => `${n}/${t.pos[i]}/${lexiconPolarity(n)}`).join(' ')); console.log(JSON.stringify(analyzeText(s)!.aspects)); }
