// Unit tests call the gates and services directly: their auth-event lines are not what they check.
import { log } from "../../src/domain/shared/log";

log.level = "silent";
