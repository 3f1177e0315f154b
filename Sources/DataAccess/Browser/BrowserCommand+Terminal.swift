extension BrowserCommand {
    /// Browsers that draw in the terminal.
    static let textBrowsers: Set<String> = [
        "w3m", "lynx", "links", "links2", "elinks", "www-browser", "browsh", "carbonyl",
    ]
    /// Browsers (and launchers) with their own windows.
    static let graphicalBrowsers: Set<String> = [
        "xdg-open", "x-www-browser", "gnome-www-browser", "gio", "gnome-open", "kde-open", "kde-open5",
        "firefox", "firefox-esr", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
        "brave-browser", "microsoft-edge", "opera", "vivaldi", "epiphany", "epiphany-browser", "konqueror",
        "falkon", "qutebrowser", "midori", "librewolf", "open",
    ]

    /// Whether the program needs the terminal and so runs in the foreground while the app waits:
    /// a known text browser always, a known graphical one never, any other program unless a
    /// graphical session is there (`$DISPLAY` or `$WAYLAND_DISPLAY`).
    func needsTerminal(environment: [String: String]) -> Bool {
        if Self.textBrowsers.contains(name) { return true }
        if Self.graphicalBrowsers.contains(name) { return false }
        let graphicalSession = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
        return !graphicalSession
    }
}
