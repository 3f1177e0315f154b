import HTTPStreamWire

extension HTTPStreamHeader {
    /// The header that carries a backend's key: `Authorization: Bearer KEY`, as OpenAI and every
    /// server like it read it, or the key as it is in the header a backend's `key_header` names
    /// (`api-key`: Azure's deployments and API Management gateways, which do not read the
    /// bearer token). None without a key.
    static func key(_ apiKey: String?, in name: String?) -> [HTTPStreamHeader] {
        guard let apiKey, !apiKey.isEmpty else { return [] }
        return [name.map { HTTPStreamHeader($0, apiKey) } ?? HTTPStreamHeader("Authorization", "Bearer \(apiKey)")]
    }
}
