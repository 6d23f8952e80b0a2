/** Publishes live messages (QoS 0) to MQTT topics. */
export interface Publisher {
  /** Publishes a JSON payload; resolves once handed to the broker. */
  publish(topic: string, payload: unknown): Promise<void>;
  /** Releases the connection, if any. */
  close(): Promise<void>;
}

/** A publisher that drops every message (NOTIFICATIONS_ENABLED=false). */
export const silentPublisher: Publisher = {
  publish: () => Promise.resolve(),
  close: () => Promise.resolve(),
};
