import { createRateLimit } from "../platform/index.ts";

/** Consultation requests per client IP: generous for a family sharing a connection, tight for a script. */
export const consultationRequestsPerIp = createRateLimit("consultation-ip", 10, 15 * 60);
