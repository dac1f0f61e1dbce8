import { usePermissions } from "../../app/RequireRole";
import { CONTROLS, type Control } from "./controls";

/** Whether the signed-in staff member may use a control (its server method's permission, and `also` if named). */
export function useControls(): { may: (control: Control) => boolean; ready: boolean } {
  const { can, ready } = usePermissions();
  return {
    ready,
    may: (control) => {
      const row: { needs: string | readonly string[]; also?: string } = CONTROLS[control];
      const anyOf = (typeof row.needs === "string" ? [row.needs] : row.needs) as Parameters<typeof can>[0][];
      return anyOf.some(can) && (!row.also || can(row.also as Parameters<typeof can>[0]));
    },
  };
}
