/** Publishes live messages (QoS 0) to MQTT topics. */
export interface Publisher {
  /** Publishes a JSON payload; resolves once handed to the broker. */
  publish(topic: string, payload: unknown): Promise<void>;
  /** Releases the connection, if any. */
  close(): Promise<void>;
  /** Whether the broker takes messages now (readiness); absent when live messages are off. */
  connected?: () => boolean;
  /** The clients connected to this process's embedded broker (a metric). */
  clients?: () => number;
}

/** A publisher that drops every message (NOTIFICATIONS_ENABLED=false). */
export const silentPublisher: Publisher = {
  publish: () => Promise.resolve(),
  close: () => Promise.resolve(),
};
