// Moved to src/server/rate-limit/ (issue 25). Kept only for src/server/staff/sign-in.ts, which is
// being changed on another branch: delete this file once it imports '../rate-limit/rate-limit.js'.
export { WindowCounter, type RateLimitStore } from '../../rate-limit/rate-limit.js';
