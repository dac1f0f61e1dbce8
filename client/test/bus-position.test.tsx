/**
 * The bus's position: the driver's switch sends one position at once when turned on and then one a minute (fake
 * timers, a fake Geolocation API), nothing while off; the booking's "Where is my bus?" says where it was last seen,
 * minutes ago, with a geo: link to the phone's maps app.
 */
import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, render, renderHook, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { BusPosition } from "../src/features/dashboard/BusPosition";
import { SHARE_EVERY_MS, usePositionSharing } from "../src/features/driver/usePositionSharing";
import { graphql } from "../src/gql";

/** A phone whose Geolocation API answers at once: a position, or the error `code` (1: permission denied). */
function phone(code?: number) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (code) fail?.({ code, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    else ok({ coords: { latitude: 25.377, longitude: 83.024, accuracy: 12 } } as GeolocationPosition);
  });
  return { getCurrentPosition } as unknown as Geolocation & { getCurrentPosition: jest.Mock };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("nothing is asked or sent until the driver consents; then one position at once and one each minute; off stops it", async () => {
  const geo = phone();
  const send = jest.fn(() => Promise.resolve());
  const { result, rerender } = renderHook(({ on }) => usePositionSharing(on, send, geo), {
    initialProps: { on: false },
  });
  await act(() => jest.advanceTimersByTimeAsync(3 * SHARE_EVERY_MS));
  expect(geo.getCurrentPosition).not.toHaveBeenCalled();
  expect(send).not.toHaveBeenCalled();
  expect(result.current.status).toBe("off");

  rerender({ on: true });
  await act(() => Promise.resolve());
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith({ lat: 25.377, lon: 83.024, accuracy: 12 });
  expect(result.current.status).toBe("sent");

  await act(() => jest.advanceTimersByTimeAsync(SHARE_EVERY_MS - 1));
  expect(send).toHaveBeenCalledTimes(1);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(send).toHaveBeenCalledTimes(2);
  await act(() => jest.advanceTimersByTimeAsync(3 * SHARE_EVERY_MS));
  expect(send).toHaveBeenCalledTimes(5);

  rerender({ on: false });
  await act(() => jest.advanceTimersByTimeAsync(5 * SHARE_EVERY_MS));
  expect(send).toHaveBeenCalledTimes(5);
  expect(result.current.status).toBe("off");
});

test("a refused permission says so and sends nothing; a refused send says it failed", async () => {
  const denied = phone(1);
  const send = jest.fn(() => Promise.resolve());
  const { result } = renderHook(() => usePositionSharing(true, send, denied));
  await act(() => Promise.resolve());
  expect(result.current.status).toBe("denied");
  expect(send).not.toHaveBeenCalled();

  const refused = jest.fn(() => Promise.reject(new Error("This trip is already closed.")));
  const geo = phone();
  const second = renderHook(() => usePositionSharing(true, refused, geo));
  await act(() => Promise.resolve());
  expect(second.result.current.status).toBe("failed");
  expect(second.result.current.error).toEqual(new Error("This trip is already closed."));
});

const QUERY = graphql(`
  query BookingBusPosition($id: ID!) {
    booking(id: $id) {
      id
      busPosition {
        lat
        lon
        accuracyM
        recordedAt
        near {
          name
          region
        }
      }
    }
  }
`);

test("the booking shows where the bus was last seen, minutes ago, with a link to the maps app", async () => {
  jest.setSystemTime(new Date("2026-12-07T06:03:20Z"));
  const mocks: MockedResponse[] = [
    {
      request: { query: QUERY, variables: { id: "b1" } },
      maxUsageCount: 2,
      result: {
        data: {
          booking: {
            __typename: "Booking",
            id: "b1",
            busPosition: {
              __typename: "BusPosition",
              lat: 25.377,
              lon: 83.024,
              accuracyM: 12,
              recordedAt: "2026-12-07T06:00:00.000Z",
              near: { __typename: "BusNearPlace", name: "Sarnath", region: "Uttar Pradesh" },
            },
          },
        },
      },
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <BusPosition bookingId="b1" />
      </ThemeProvider>
    </MockedProvider>,
  );
  expect(await screen.findByText("Last seen near Sarnath, 3 minutes ago")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Open in the maps app" })).toHaveAttribute("href", "geo:25.377,83.024");
  expect(screen.getByText("Accurate to about 12 m")).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(screen.getByText("Last seen near Sarnath, 4 minutes ago")).toBeInTheDocument();
});
