import { Destinations } from "./Destinations";
import { FleetPreview } from "./FleetPreview";
import { HomeContact } from "./HomeContact";
import { HowItWorks } from "./HowItWorks";
import { IntroServices } from "./IntroServices";
import { Reviews } from "./Reviews";

/** The home page below the hero: intro and services, how it works, the premium fleet, reviews, destinations, contact and map. */
export default function HomeMore() {
  return (
    <>
      <IntroServices />
      <HowItWorks />
      <FleetPreview />
      <Reviews />
      <Destinations />
      <HomeContact />
    </>
  );
}
