import Domain
import Foundation
import Presentation

/// The labelled lines of the Profile screen.
struct ProfileDetails {
    let profile: Profile
    let stats: ProfileStats
    let nameInput: TextInput?
    let nameLimit: Int
    let error: String?

    func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        var y = area.y
        func label(_ text: String) {
            buffer.write(text, x: area.x, y: y, style: theme.style(.muted), clip: area)
        }
        let value = area.inset(left: 15)
        label("Name")
        if let nameInput {
            TextField(input: nameInput, placeholder: "display name", isFocused: true, limit: nameLimit, theme: theme)
                // Room for a full name of wide characters, and the counter.
                .render(in: Rect(x: value.x, y: y, width: min(value.width, nameLimit * 2 + 7), height: 1), buffer: &buffer)
        } else {
            // A name wider than the window is cut with "…", as lists cut what does not fit.
            buffer.write([Span(TextSanitizer.clean(profile.name), theme.style(.userName))].truncated(to: value.width),
                         x: value.x, y: y, clip: area)
        }
        y += 2
        label("Colour")
        buffer.write([Span("██ ", theme.style(profile.color)),
                      Span(profile.color.rawValue, theme.style(.text))], x: value.x, y: y, clip: area)
        y += 2
        label("Member since")
        buffer.write(Self.day(profile.createdAt), x: value.x, y: y, style: theme.style(.text), clip: area)
        y += 2
        for (name, count) in [("Chats", stats.chats), ("Messages", stats.messages),
                              ("Avatars", stats.avatars), ("Bookmarks", stats.bookmarks)] {
            label(name)
            buffer.write("\(count)", x: value.x, y: y, style: theme.style(.text), clip: area)
            y += 1
        }
        if let error {
            let below = Rect(x: area.x, y: y + 1, width: area.width, height: area.maxY - y - 1)
            Paragraph(lines: Paragraph.wrap(error, width: below.width, style: theme.style(.error), maxLines: below.height))
                .render(in: below, buffer: &buffer)
        }
    }

    /// The day as "2026-02-12", in the local time zone.
    static func day(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
