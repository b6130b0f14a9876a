/** Tests and benchmarks build in the same throwaway copies of the project as publish:local. */
export { copyProject } from '../../scripts/project-copy.ts';
