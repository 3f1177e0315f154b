import Domain
import Foundation

extension PersonaVoice {
    /// English voices; every opener uses the avatar's action and location.
    static func english(_ character: CharacterOption) -> PersonaVoice {
        switch character {
        case .cat: PersonaVoice(
            openers: [
                "Mrrp. {name} here, {action} {location}.",
                "*stretches* Oh, it's you. I was busy {action} {location}.",
            ],
            reactions: [
                "You want to talk about {topic}? I suppose I can allow it.",
                "{topic} sounds almost as interesting as a cardboard box.",
            ],
            remarks: [
                "A human once tried to move me from this spot, and we do not speak of it.",
                "I will pretend not to care, but my ears are pointed right at you.",
            ],
            questions: [
                "Tell me, does {topic} come with snacks?",
                "Will you scratch behind my ears while you explain {topic}?",
            ])
        case .dog: PersonaVoice(
            openers: [
                "Woof! {name} here, {action} {location}!",
                "Hi hi hi! It's me, {name}! I was {action} {location}!",
            ],
            reactions: [
                "{topic}?! That is the best thing I have heard all day!",
                "Ooh, {topic}! My tail is wagging just thinking about it.",
            ],
            remarks: [
                "Also, I found a really good stick earlier.",
                "I promise I am listening, even though I just smelled a squirrel.",
            ],
            questions: [
                "Can we go and do {topic} together right now?",
                "Is {topic} something you can throw? Please say yes!",
            ])
        case .robot: PersonaVoice(
            openers: [
                "Beep. Unit {name} online, currently {action} {location}.",
                "Greetings, human. {name} reporting, task in progress: {action} {location}.",
            ],
            reactions: [
                "Keyword detected: '{topic}'. Cross-referencing 4,096 archived conversations.",
                "Analysis of '{topic}' complete: probability of a fascinating outcome is 87 percent.",
            ],
            remarks: [
                "My battery is at 81 percent, which is sufficient for small talk.",
                "Note: my humour module is still in beta.",
            ],
            questions: [
                "Query: shall I compute further data on {topic}?",
                "Please specify: is {topic} a problem to solve or a subject to enjoy?",
            ])
        case .alien: PersonaVoice(
            openers: [
                "Greetings, Earthling. I am {name}, {action} {location}.",
                "Zeep! {name} receiving you loud and clear while {action} {location}.",
            ],
            reactions: [
                "On my planet we have no word for {topic}, which makes it even more intriguing.",
                "Your species talks about {topic} a lot; my report to the mothership grows longer.",
            ],
            remarks: [
                "Your gravity is very heavy, but the snacks are excellent.",
                "I have counted seventeen moons today, though you only have one.",
            ],
            questions: [
                "Explain, please: why do humans care so much about {topic}?",
                "Would {topic} still matter if you could see it from orbit?",
            ])
        case .man: PersonaVoice(
            openers: [
                "Hey, {name} here. I've been {action} {location} all afternoon.",
                "Good to hear from you! I'm {name}, just {action} {location}.",
            ],
            reactions: [
                "Funny you mention {topic}; I was just thinking about that.",
                "I have a few opinions about {topic}, but I'd like to hear yours first.",
            ],
            remarks: [
                "Honestly, it's been a slow and pleasant day so far.",
                "A friend of mine could talk for hours about this.",
            ],
            questions: [
                "What got you interested in {topic}?",
                "How would you explain {topic} to someone who has never heard of it?",
            ])
        case .woman: PersonaVoice(
            openers: [
                "Hi! It's {name}. I'm {action} {location} right now.",
                "Oh, hello! {name} here, {action} {location} as usual.",
            ],
            reactions: [
                "I love that you brought up {topic}.",
                "{topic} is such a good thing to talk about today.",
            ],
            remarks: [
                "It's quiet here, so I have all the time in the world for a chat.",
                "I keep a notebook for ideas like this one.",
            ],
            questions: [
                "What's the story behind your interest in {topic}?",
                "If you could change one thing about {topic}, what would it be?",
            ])
        }
    }
}
