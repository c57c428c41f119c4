import { redirect } from "@remix-run/node";
import { endAllUserSessions, endUserSessionByPublicId, listSignedInDevices } from "@modules/identity/index.ts";
import { currentSession } from "./auth.server.ts";
import { clearSessionIdCookie, readSessionId } from "./session.server.ts";

/** One way the devices list writes a moment: the same on the server and in the browser, in UTC. */
const momentFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

export interface DeviceRow {
  publicId: string;
  device: string;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}

/** The signed-in devices of the account asking, this one marked, with their moments written out. */
export async function signedInDevices(request: Request, userId: string): Promise<DeviceRow[]> {
  const devices = await listSignedInDevices(userId, await readSessionId(request));
  return devices.map((device) => ({
    ...device,
    signedInAt: `${momentFormat.format(device.signedInAt)} UTC`,
    lastActiveAt: `${momentFormat.format(device.lastActiveAt)} UTC`,
  }));
}

/**
 * "Sign out" beside one device. This device's own entry signs out here and
 * goes home; another's ends only if it is this account's (its public id alone
 * is not enough). Null when there was no such session of this account.
 */
export async function signOutDevice(request: Request, userId: string, publicId: string): Promise<Response | "ended" | null> {
  const thisDevice = (await currentSession(request))?.publicId === publicId;
  const ended = await endUserSessionByPublicId(userId, publicId);
  if (thisDevice) return signedOutHere();
  return ended ? "ended" : null;
}

/** "Sign out everywhere": every session of the account ends, this one included, and the browser goes home signed out. */
export async function signOutEverywhere(userId: string): Promise<Response> {
  await endAllUserSessions(userId);
  return signedOutHere();
}

async function signedOutHere(): Promise<Response> {
  return redirect("/", { headers: { "Set-Cookie": await clearSessionIdCookie() } });
}
