import path from "node:path";
import { INTEGRATION_GROUPS, runGroup } from "./run-group";

runGroup(path.join(__dirname, ".."), 0, INTEGRATION_GROUPS);
