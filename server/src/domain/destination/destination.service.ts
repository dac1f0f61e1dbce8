import { DataSource } from "typeorm";
import { Destination } from "./destination.entity";

export class DestinationService {
  constructor(private readonly db: DataSource) {}

  list(): Promise<Destination[]> {
    return this.db.getRepository(Destination).find({ order: { order: "ASC", createdAt: "ASC" } });
  }
}
