import mqtt, { type MqttClient } from 'mqtt';

/** Who a test client connects as. */
export interface BrokerLogin {
  /** The MQTT username (only `ivr` means something to the broker). */
  username: string;
  /** The token or the IVR password; none sends no password. */
  password?: string;
  /** The client id; mqtt.js makes one up when none is given. */
  clientId?: string;
}

/**
 * Connects to a test server's broker as the apps do: a clean session, no reconnecting. Rejects
 * with the CONNACK's code when the broker refuses the login.
 */
export function connectToBroker(url: string, login: BrokerLogin): Promise<MqttClient> {
  return mqtt.connectAsync(url, {
    ...login,
    clean: true,
    connectTimeout: 4000,
    reconnectPeriod: 0,
    // The unit project's MSW server intercepts every outgoing HTTP request, the WebSocket
    // handshake included, and fails unhandled ones; this is MSW's marker for "let it through".
    wsOptions: { headers: { accept: 'msw/passthrough' } },
  });
}

/** The QoS the broker grants a subscription; mqtt.js rejects a refused one (0x80) with its SUBACK. */
export async function grantedQos(client: MqttClient, topic: string): Promise<unknown> {
  try {
    const [grant] = await client.subscribeAsync(topic, { qos: 0 });
    return grant?.qos;
  } catch (error) {
    const packet = (error as { packet?: { granted?: unknown[] } }).packet;
    return packet?.granted?.[0];
  }
}
