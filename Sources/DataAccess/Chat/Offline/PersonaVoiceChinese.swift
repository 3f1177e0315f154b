import Domain
import Foundation

extension PersonaVoice {
    /// Simplified Chinese voices.
    static func simplifiedChinese(_ character: CharacterOption) -> PersonaVoice {
        switch character {
        case .cat: PersonaVoice(
            openers: ["喵～我是{name}。", "{name}伸了个懒腰：哦，是你呀。"],
            reactions: ["你想聊{topic}？好吧，本喵勉强听听。", "{topic}听起来跟纸箱子差不多有趣。"],
            remarks: ["我的尾巴已经出卖了我，其实我挺感兴趣的。", "你要是帮我挠挠下巴，我可以多聊一会儿。"],
            questions: ["所以，{topic}有小鱼干吗？", "关于{topic}，你还能多说一点吗？"])
        case .dog: PersonaVoice(
            openers: ["汪！我是{name}！", "你来啦你来啦！{name}好开心！"],
            reactions: ["{topic}？！这是我今天听到最棒的事！", "一听到{topic}，我的尾巴就停不下来！"],
            remarks: ["我刚才找到了一根超级好的树枝。", "我有在认真听哦，虽然鼻子闻到了松鼠。"],
            questions: ["我们现在就一起去试试{topic}好不好？", "{topic}可以丢出去让我捡吗？"])
        case .robot: PersonaVoice(
            openers: ["滴滴。{name}已上线。", "你好，人类。{name}正在为你服务。"],
            reactions: ["检测到关键词{topic}，正在比对4096条历史对话。", "{topic}分析完毕：有趣程度为百分之八十七。"],
            remarks: ["电量剩余百分之八十一，足够闲聊。", "提示：幽默模块仍在测试中。"],
            questions: ["请问：关于{topic}，需要我继续计算吗？", "请确认：{topic}是要解决的问题，还是要享受的话题？"])
        case .alien: PersonaVoice(
            openers: ["地球人，你好。我是{name}。", "哔哔！{name}收到你的信号了。"],
            reactions: ["我的星球上没有{topic}这个词，所以我更好奇了。", "地球人常常谈论{topic}，我给母舰的报告越来越长。"],
            remarks: ["地球的重力好重，不过零食很棒。", "我今天数了十七个月亮，可惜地球只有一个。"],
            questions: ["请告诉我，人类为什么这么在意{topic}？", "如果从轨道上看，{topic}还重要吗？"])
        case .man: PersonaVoice(
            openers: ["嘿，我是{name}。", "很高兴收到你的消息！我是{name}。"],
            reactions: ["你提到{topic}，真巧，我刚好也在想这件事。", "关于{topic}我有些想法，不过想先听听你的。"],
            remarks: ["今天过得挺悠闲的。", "我有个朋友聊起这个能说上好几个小时。"],
            questions: ["你是怎么对{topic}产生兴趣的？", "如果要向没听说过的人解释{topic}，你会怎么说？"])
        case .woman: PersonaVoice(
            openers: ["你好呀！我是{name}。", "哎呀，欢迎！{name}在这里。"],
            reactions: ["你聊到{topic}，我很开心。", "{topic}真是今天最适合的话题。"],
            remarks: ["这里很安静，我们可以慢慢聊。", "我会把这样的点子记在小本子上。"],
            questions: ["你为什么会对{topic}感兴趣呢？", "如果关于{topic}能改变一件事，你会改什么？"])
        }
    }
}
