import path from "node:path";
import { INTEGRATION_GROUPS, runGroup } from "./run-group";

runGroup(path.join(__dirname, ".."), 2, INTEGRATION_GROUPS);
