extension Notice {
    /// What opening a link says: the link as it is shown (`LinkDisplay`), though the browser
    /// was given it as written.
    static func opened(_ link: String) -> Notice {
        Notice("Opened \(LinkDisplay.shown(link)) in the browser")
    }
}
