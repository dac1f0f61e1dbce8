import { Field, Float, ID, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** The offline gazetteer: a named place with coordinates, used for autocomplete and distances. */
@ObjectType({ description: "A known place (gazetteer entry)" })
@Entity("places")
@Index("IDX_places_name_lower", { synchronize: false })
@Index("UQ_places_name_region", ["name", "region"], { unique: true })
export class Place {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column()
  name: string;

  @Field({ description: "State or country" })
  @Column()
  region: string;

  @Field(() => Float)
  @Column("double precision")
  lat: number;

  @Field(() => Float)
  @Column("double precision")
  lng: number;

  @Column("int", { default: 0 })
  rank: number;
}
