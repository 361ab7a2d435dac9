/** Only agents may use the capture app; any other role is logged out (capture-app §6). */
export function canUseCaptureApp(role: string | null | undefined): boolean {
  return role === 'AGENT';
}
