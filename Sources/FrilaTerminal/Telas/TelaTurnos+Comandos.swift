// Os comandos que só os Turnos têm: da página (`daPagina`), sem caso em `ComandoDaTela`; o nome
// no `frila teclas --json` é o mesmo de sempre.
extension ComandoDaTela {
    public static let checkin = ComandoDaTela.daPagina(ComandoProprio("checkin"))
    public static let checkout = ComandoDaTela.daPagina(ComandoProprio("checkout"))
}
