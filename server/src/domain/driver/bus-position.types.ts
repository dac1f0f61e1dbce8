import { Field, Float, InputType, Int, ObjectType } from "type-graphql";
import type { NearPlace } from "../place/nearest-place";
import type { BusPositionView, PositionShared } from "./bus-position.service";

@ObjectType({ description: "The offline gazetteer's place nearest the bus" })
export class BusNearPlace implements NearPlace {
  @Field() name: string;
  @Field({ description: "State or country" }) region: string;
  @Field(() => Float, { description: "Straight-line km from the bus to the place" }) km: number;
}

@ObjectType({
  description:
    "Where the bus was last seen on its started trip, as the driver's phone shared it (with the driver's consent)",
})
export class BusPosition implements BusPositionView {
  @Field(() => Float, { description: "Latitude, degrees" }) lat: number;
  @Field(() => Float, { description: "Longitude, degrees" }) lon: number;
  @Field(() => Float, { nullable: true, description: "The phone's estimate of its error, metres" })
  accuracyM: number | null;
  @Field({ description: "When the server received it" }) recordedAt: Date;
  @Field(() => Int, { description: "Whole minutes since then" }) minutesAgo: number;
  @Field(() => BusNearPlace, { nullable: true }) near: NearPlace | null;
}

@InputType({ description: "The driver's phone's position (the browser's Geolocation API)" })
export class DriverPositionInput {
  @Field(() => Float, { description: "Latitude, -90 to 90" }) lat: number;
  @Field(() => Float, { description: "Longitude, -180 to 180" }) lon: number;
  @Field(() => Float, { nullable: true, description: "Accuracy in metres" }) accuracy?: number | null;
}

@ObjectType({ description: "A position received from the driver's phone" })
export class DriverPositionShared implements PositionShared {
  @Field({
    description: "False when it came within 20 s of the one kept: accepted, and that one kept",
  })
  stored: boolean;
  @Field({ description: "When the position kept was received" }) recordedAt: Date;
}
