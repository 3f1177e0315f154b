/// The models a backend's server lists, as the model picker offers them.
public struct ModelList: Sendable, Equatable {
    /// The ids offered, each exactly as the server gave it: a picked one is sent back as is.
    public var ids: [String]
    /// The ids the server listed that hold control or bidi characters, cleaned for showing. They
    /// are not offered: shown as they are they could rewrite the screen, and a cleaned id sent
    /// back would name a model the server does not have.
    public var unusable: [String]

    public init(ids: [String], unusable: [String] = []) {
        self.ids = ids
        self.unusable = unusable
    }
}
