import Domain

/// A chat's replies the database refused, named as a form's input is: `Chat with Mochi: reply “…”`.
extension UnsavedInput {
    init?(chatWith avatarName: String, replies: [String]) {
        self.init(form: "Chat with \(avatarName)", fields: replies.map { (name: "reply", text: $0) })
    }

    /// The held replies, by chat, that `named` does not hold yet (a chat on screen names its own).
    public static func replies(_ held: [HeldReply], besides named: [UnsavedInput]) -> [UnsavedInput] {
        let listed = Set(named.flatMap(\.fields))
        let byAvatar = Dictionary(grouping: held, by: \.avatarName)
        return byAvatar.keys.sorted().compactMap { name in
            let texts = byAvatar[name, default: []].map(\.message.text).filter { text in
                UnsavedInput(chatWith: name, replies: [text]).map { !listed.isSuperset(of: $0.fields) } ?? false
            }
            return UnsavedInput(chatWith: name, replies: texts)
        }
    }
}
